// The Toaster on the tab's store: loaded by the layout with the page's first notice.
import { StoreProvider } from '../StoreProvider';
import { Toaster } from './Toaster';

export default function AppToaster() {
  return (
    <StoreProvider>
      <Toaster />
    </StoreProvider>
  );
}
