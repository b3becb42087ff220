import type { ErrorValues, FileUploadTexts } from './fi'

const sv: FileUploadTexts = {
  add: 'Lägg till fil',
  rules: (types: string, max: string) => `Tillåtna filer: ${types}. Högst ${max} per fil.`,
  groups: { IMAGE: 'bilder', DOCUMENT: 'dokument', AUDIO: 'ljudfiler', VIDEO: 'videor', CSV: 'CSV' },
  noFiles: 'Inga bifogade filer',
  size: { kilobytes: 'kB', megabytes: 'MB' },
  progress: (name: string) => `Filen ${name} skickas`,
  cancel: 'Avbryt',
  cancelFile: (name: string) => `Avbryt sändningen av filen ${name}`,
  delete: 'Ta bort',
  deleteFile: (name: string) => `Ta bort filen ${name}`,
  dismiss: 'Stäng',
  dismissFile: (name: string) => `Stäng felmeddelandet för filen ${name}`,
  announce: {
    uploading: (name: string) => `Filen ${name} skickas.`,
    uploaded: (name: string) => `Filen ${name} har lagts till.`,
    cancelled: (name: string) => `Sändningen av filen ${name} avbröts.`,
    deleted: (name: string) => `Filen ${name} har tagits bort.`,
    failed: (name: string, reason: string) => `Filen ${name} kunde inte läggas till: ${reason}`
  },
  errors: {
    EXTENSION_MISSING: 'Filnamnet saknar filändelse (till exempel .pdf).',
    EXTENSION_INVALID: 'Filer av den här typen kan inte läggas till.',
    CONTENT_TYPE_INVALID: 'Filens innehåll motsvarar inte dess typ, eller typen kan inte läggas till.',
    FILE_TOO_LARGE: ({ max }: ErrorValues) => `Filen är för stor (högst ${max}).`,
    ATTACHMENT_LIMIT: 'Utrymmet för dina filer är fullt. Ta bort gamla filer och försök igen.',
    ATTACHMENT_INFECTED: ({ name }: ErrorValues) => `Filen ${name} innehåller skadlig kod. Filen togs bort och sparades inte.`,
    ATTACHMENT_SCAN_UNAVAILABLE: 'Filen kan inte kontrolleras för skadlig kod just nu och sparades därför inte. Försök igen om en stund.',
    NETWORK_ERROR: 'Förbindelsen till tjänsten bröts. Kontrollera nätverksanslutningen och försök igen.',
    SERVER_ERROR: 'Filen kunde inte läggas till. Försök igen.',
    DELETE_FAILED: 'Filen kunde inte tas bort. Försök igen.'
  }
}

export default sv
