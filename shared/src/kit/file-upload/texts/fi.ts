/** What a refusal's text may name: the size limit, the file */
export interface ErrorValues {
  max: string
  name: string
}

/** Texts of the file upload (spec part 1 §5 Upload); the Finnish file is the schema of the others. */
const fi = {
  add: 'Lisää tiedosto',
  rules: (types: string, max: string) => `Sallitut tiedostot: ${types}. Enintään ${max} tiedostoa kohden.`,
  groups: { IMAGE: 'kuvat', DOCUMENT: 'asiakirjat', AUDIO: 'äänitiedostot', VIDEO: 'videot', CSV: 'CSV' },
  noFiles: 'Ei liitettyjä tiedostoja',
  size: { kilobytes: 'kt', megabytes: 'Mt' },
  progress: (name: string) => `Tiedoston ${name} lähetys`,
  cancel: 'Peruuta',
  cancelFile: (name: string) => `Peruuta tiedoston ${name} lähetys`,
  delete: 'Poista',
  deleteFile: (name: string) => `Poista tiedosto ${name}`,
  dismiss: 'Sulje',
  dismissFile: (name: string) => `Sulje tiedoston ${name} virheilmoitus`,
  announce: {
    uploading: (name: string) => `Tiedostoa ${name} lähetetään.`,
    uploaded: (name: string) => `Tiedosto ${name} on lisätty.`,
    cancelled: (name: string) => `Tiedoston ${name} lähetys peruttiin.`,
    deleted: (name: string) => `Tiedosto ${name} on poistettu.`,
    failed: (name: string, reason: string) => `Tiedostoa ${name} ei voitu lisätä: ${reason}`
  },
  errors: {
    EXTENSION_MISSING: 'Tiedoston nimestä puuttuu tiedostopääte (esimerkiksi .pdf).',
    EXTENSION_INVALID: 'Tämän tyyppisiä tiedostoja ei voi lisätä.',
    CONTENT_TYPE_INVALID: 'Tiedoston sisältö ei vastaa sen tyyppiä, tai tyyppiä ei voi lisätä.',
    FILE_TOO_LARGE: ({ max }: ErrorValues) => `Tiedosto on liian suuri (enintään ${max}).`,
    ATTACHMENT_LIMIT: 'Tiedostoillesi varattu tila on täynnä. Poista vanhoja tiedostoja ja yritä uudelleen.',
    ATTACHMENT_INFECTED: ({ name }: ErrorValues) => `Tiedostosta ${name} löytyi haittaohjelma. Tiedosto poistettiin eikä sitä tallennettu.`,
    ATTACHMENT_SCAN_UNAVAILABLE: 'Tiedostoa ei juuri nyt voi tarkistaa haittaohjelmien varalta, joten sitä ei tallennettu. Yritä hetken kuluttua uudelleen.',
    NETWORK_ERROR: 'Yhteys palveluun katkesi. Tarkista verkkoyhteys ja yritä uudelleen.',
    SERVER_ERROR: 'Tiedoston lisääminen epäonnistui. Yritä uudelleen.',
    DELETE_FAILED: 'Tiedoston poistaminen epäonnistui. Yritä uudelleen.'
  }
}

export default fi
export type FileUploadTexts = typeof fi
