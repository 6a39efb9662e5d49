// Only the head: this page bundles its own body, and the overview's cards (../+data.ts) are not its data.
export { pageHead as default } from '../../../components/seo/pageHead';
