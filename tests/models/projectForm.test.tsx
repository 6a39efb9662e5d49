// The project request form ('Project Information', spec §3) against the lead-form spec model.
import { ProjectForm } from '../../components/forms/ProjectForm';
import { specNotices as notices } from '../specCopy';
import { describeFormModel } from './leadForm.driver';

describeFormModel({
  name: 'project-form',
  title: 'Project Information',
  submitLabel: 'Submit Project Request',
  functionName: 'send-project-request',
  fields: {
    name: { label: 'Name', required: true, sample: 'Dana Whitfield' },
    email: { label: 'Email', required: true, sample: 'dana@example.com' },
    phone: { label: 'Phone', sample: '+1 404 555 0100' },
    company: { label: 'Company', required: true, sample: 'Whitfield Bakery' },
    website: { label: 'Current website', sample: 'https://whitfield.example' },
    // Labelled required (spec §5); the site checks it.
    services: { label: 'Services Interested In', required: true, checkbox: true, sample: 'Branding' },
    budget: { label: 'Budget', sample: '$500 - $5,000' },
    message: { label: 'Tell us about your project', required: true, sample: 'A new site for our bakery.' },
  },
  // spec §3: "timeline (held in state, no input shown)".
  held: { timeline: { label: 'Timeline', value: '' } },
  notices: { success: notices.projectSuccess, failure: notices.projectFailure },
  element: <ProjectForm />,
  answers: 1, // five required fields: the contact form's model explores the second answer
});
