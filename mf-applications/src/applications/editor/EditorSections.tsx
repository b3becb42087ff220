// The application form's sections, one module each (sections/); the editor page imports them from here.
export { AdditionalSection } from './sections/AdditionalSection'
export { ContactSection } from './sections/ContactSection'
export { EditorSectionFrame, type EditorFile, type SectionProps } from './sections/EditorSectionFrame'
export { ServiceNeedSection } from './sections/ServiceNeedSection'
export { UnitsSection } from './sections/UnitsSection'
