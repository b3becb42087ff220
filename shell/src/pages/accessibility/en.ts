import type { AccessibilityTexts } from './fi'

const en: AccessibilityTexts = {
  title: 'Accessibility statement',
  back: 'Back',
  intro: [
    'This accessibility statement applies to Pesä, the service where guardians handle their children’s early childhood education matters. The municipality aims to keep the service accessible in line with the Act on the Provision of Digital Services (306/2019).',
    'The accessibility of the service has been assessed internally, with automated tests and with checks using a screen reader.'
  ],
  sections: [
    {
      heading: 'Compliance status',
      paragraphs: ['The service partially meets the level A and AA requirements of WCAG 2.1. The shortcomings are described below.']
    },
    {
      heading: 'Non-accessible content',
      paragraphs: ['The following parts of the service are not yet fully accessible:'],
      list: [
        'The map of units: the map cannot be fully used with a keyboard or a screen reader. The same units and their details are in the list next to the map. (WCAG 2.1.1, 1.1.1)',
        'Decisions in PDF format: the oldest decision documents are not fully accessible PDF files. The details of the decision are also shown on the page of the service. (WCAG 1.3.1)',
        'Attachments added by users: the accessibility of attachments added by guardians and staff cannot be guaranteed.'
      ]
    },
    {
      heading: 'Preparation of this statement',
      paragraphs: ['This statement was prepared on 12 April 2022. It is reviewed whenever the service changes significantly.']
    },
    {
      heading: 'Feedback and contact information',
      paragraphs: [
        'Did you notice an accessibility issue in the service? Tell us through the feedback link at the bottom of the page. You can also ask for content that is not accessible in another format.'
      ]
    },
    {
      heading: 'Supervisory authority',
      paragraphs: [
        'If you notice accessibility problems, first give feedback to the maintainer of the service. If you are not satisfied with the answer or do not get one, you can report it to the supervisory authority. The supervisory authority answers your report within 14 days.',
        'Regional State Administrative Agency for Southern Finland, Accessibility Monitoring Unit. Website www.webaccessibility.fi, email saavutettavuus@avi.fi, switchboard 0295 016 000.'
      ]
    }
  ]
}

export default en
