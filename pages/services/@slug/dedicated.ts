// Services with a page of their own (pages/services/<slug>/), because they carry code the others do not need:
// website-design the audit form, customer-service the support chat. The @slug page serves the other six.
import type { ServiceSlug } from '../../../content/slugs';

export const dedicatedServicePages: readonly ServiceSlug[] = ['website-design', 'customer-service'];
