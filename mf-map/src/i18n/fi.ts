import type { ShownCodes } from '@pesa/shared/forms'

/** The server's error codes the address search explains with its own text. */
export type MapErrorCode = ShownCodes<'GEOCODER_UNAVAILABLE' | 'TOO_MANY_REQUESTS'>

/** Texts of the map area. This file is the schema: sv and en must have every key. */
const fi = {
  sections: {
    map: 'Yksiköt kartalla'
  },
  backToApplications: 'Takaisin hakemuksiin',
  backToLogin: 'Takaisin kirjautumiseen',
  info: 'Hae varhaiskasvatus-, esiopetus- ja kerhopaikkoja kartalta. Kirjoita osoitteesi, niin näet matkan kävellen lähimpiin yksiköihin.',
  search: {
    label: 'Hae osoitteella tai yksikön nimellä',
    placeholder: 'Esim. Kauppakatu 1',
    clear: 'Tyhjennä haku',
    addresses: 'Osoitteet',
    units: 'Yksiköt',
    noResults: 'Ei hakutuloksia',
    keywordRequired: 'Kirjoita hakusana',
    /** Why the address search failed; a lost connection has the common text */
    errors: {
      GEOCODER_UNAVAILABLE: 'Osoitehaku ei juuri nyt toimi. Yritä hetken päästä uudelleen.',
      TOO_MANY_REQUESTS: 'Liian monta hakua lyhyessä ajassa. Odota hetki ja yritä uudelleen.'
    } satisfies Record<MapErrorCode, string>,
    retry: 'Hae uudelleen'
  },
  filters: {
    careType: 'Palvelu',
    language: 'Kieli',
    moreFilters: 'Näytä lisää hakuehtoja',
    fewerFilters: 'Näytä vähemmän hakuehtoja',
    providerType: 'Palveluntuottaja',
    shiftCare: 'Vuorohoito'
  },
  careTypeFilter: { DAYCARE: 'Varhaiskasvatus', CLUB: 'Kerho', PRESCHOOL: 'Esiopetus' },
  careType: { DAYCARE: 'Varhaiskasvatus', PRESCHOOL: 'Esiopetus', CLUB: 'Kerho', PREPARATORY_EDUCATION: 'Valmistava opetus' },
  language: { fi: 'Suomi', sv: 'Ruotsi', en: 'Englanti' },
  languageChip: { fi: 'Suomenkielinen', sv: 'Ruotsinkielinen' },
  providerType: {
    MUNICIPAL: 'Kunnallinen',
    MUNICIPAL_SCHOOL: 'Kunnallinen koulu',
    PURCHASED: 'Ostopalvelu',
    PRIVATE: 'Yksityinen',
    PRIVATE_SERVICE_VOUCHER: 'Palveluseteli',
    EXTERNAL_PURCHASED: 'Ostopalvelu (muu kunta)'
  },
  providerChip: { MUNICIPAL: 'Kunnallinen', PURCHASED: 'Ostopalvelu', PRIVATE: 'Yksityinen', PRIVATE_SERVICE_VOUCHER: 'Palveluseteli' },
  list: {
    title: 'Yksiköt',
    count: (count: number) => (count === 1 ? '1 yksikkö' : `${count} yksikköä`),
    showMore: 'Näytä lisää yksiköitä',
    empty: 'Hakuehdoilla ei löytynyt yksiköitä.',
    walking: 'Kävellen',
    straight: 'Linnuntietä'
  },
  tabs: { label: 'Näkymä', map: 'Kartta', list: 'Lista' },
  details: {
    back: 'Takaisin hakuun',
    address: 'Osoite',
    walkingDistance: 'Matka kävellen',
    straightDistance: 'Matka linnuntietä',
    notAvailable: 'Ei saatavilla',
    careTypes: 'Palvelut',
    language: 'Kieli',
    providerType: 'Palveluntuottaja',
    shiftCare: 'Vuorohoito',
    yes: 'Kyllä',
    no: 'Ei',
    homepage: 'Yksikön kotisivu',
    routeLink: 'Katso reitti reittioppaasta',
    opensInNewTab: '(avautuu uuteen välilehteen)'
  },
  popup: {
    noApplying: 'Ei hakua Pesän kautta, ota yhteyttä yksikköön'
  },
  /** Shown with service-voucher units; each municipality gives its own text and page (spec part 1 §9) */
  serviceVoucher: {
    info: 'Palveluseteliyksikkö on yksityinen yksikkö, jonka varhaiskasvatuksesta kunta maksaa osan palvelusetelillä.',
    link: 'Lue palvelusetelistä',
    /** The municipality's page about the voucher; empty: no link */
    url: ''
  },
  mapView: {
    label: 'Kartta yksiköistä',
    zoomIn: 'Lähennä',
    zoomOut: 'Loitonna',
    selectedAddress: 'Valittu osoite',
    loadFailed: 'Kartan lataaminen epäonnistui.'
  }
}

export default fi
export type MapTexts = typeof fi
