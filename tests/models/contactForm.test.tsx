// The contact form ('Send us a message', spec §3) against the lead-form spec model.
import { ContactForm } from '../../components/forms/ContactForm';
import { specNotices as notices } from '../specCopy';
import { describeFormModel } from './leadForm.driver';

describeFormModel({
  name: 'contact-form',
  title: 'Send us a message',
  submitLabel: 'Send Message',
  functionName: 'send-contact-form',
  fields: {
    name: { label: 'Name', required: true, sample: 'Dana Whitfield' },
    email: { label: 'Email', required: true, sample: 'dana@example.com' },
    phone: { label: 'Phone', sample: '+1 404 555 0100' },
    company: { label: 'Company', sample: 'Whitfield Bakery' },
    message: { label: 'Message', required: true, sample: 'We need a new website.' },
  },
  notices: { success: notices.contactSuccess, failure: notices.contactFailure },
  element: <ContactForm />,
});
