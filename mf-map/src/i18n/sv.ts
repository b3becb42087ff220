import type { MapTexts } from './fi'

const sv: MapTexts = {
  sections: {
    map: 'Enheter på kartan'
  },
  backToApplications: 'Tillbaka till ansökningar',
  backToLogin: 'Tillbaka till inloggningen',
  info: 'Sök platser inom småbarnspedagogik, förskola och klubb på kartan. Skriv din adress så ser du gångavståndet till de närmaste enheterna.',
  search: {
    label: 'Sök med adress eller enhetens namn',
    placeholder: 'T.ex. Skolgatan 5',
    clear: 'Töm sökningen',
    addresses: 'Adresser',
    units: 'Enheter',
    noResults: 'Inga sökresultat',
    keywordRequired: 'Skriv ett sökord',
    errors: {
      GEOCODER_UNAVAILABLE: 'Adressökningen fungerar inte just nu. Försök igen om en stund.',
      TOO_MANY_REQUESTS: 'För många sökningar på kort tid. Vänta en stund och försök igen.'
    },
    retry: 'Sök igen'
  },
  filters: {
    careType: 'Tjänst',
    language: 'Språk',
    moreFilters: 'Visa fler sökvillkor',
    fewerFilters: 'Visa färre sökvillkor',
    providerType: 'Serviceproducent',
    shiftCare: 'Skiftvård'
  },
  careTypeFilter: { DAYCARE: 'Småbarnspedagogik', CLUB: 'Klubb', PRESCHOOL: 'Förskola' },
  careType: { DAYCARE: 'Småbarnspedagogik', PRESCHOOL: 'Förskola', CLUB: 'Klubb', PREPARATORY_EDUCATION: 'Förberedande undervisning' },
  language: { fi: 'Finska', sv: 'Svenska', en: 'Engelska' },
  languageChip: { fi: 'Finskspråkig', sv: 'Svenskspråkig' },
  providerType: {
    MUNICIPAL: 'Kommunal',
    MUNICIPAL_SCHOOL: 'Kommunal skola',
    PURCHASED: 'Köptjänst',
    PRIVATE: 'Privat',
    PRIVATE_SERVICE_VOUCHER: 'Servicesedel',
    EXTERNAL_PURCHASED: 'Köptjänst (annan kommun)'
  },
  providerChip: { MUNICIPAL: 'Kommunal', PURCHASED: 'Köptjänst', PRIVATE: 'Privat', PRIVATE_SERVICE_VOUCHER: 'Servicesedel' },
  list: {
    title: 'Enheter',
    count: (count: number) => (count === 1 ? '1 enhet' : `${count} enheter`),
    showMore: 'Visa fler enheter',
    empty: 'Inga enheter motsvarar sökvillkoren.',
    walking: 'Till fots',
    straight: 'Fågelvägen'
  },
  tabs: { label: 'Vy', map: 'Karta', list: 'Lista' },
  details: {
    back: 'Tillbaka till sökningen',
    address: 'Adress',
    walkingDistance: 'Avstånd till fots',
    straightDistance: 'Avstånd fågelvägen',
    notAvailable: 'Inte tillgängligt',
    careTypes: 'Tjänster',
    language: 'Språk',
    providerType: 'Serviceproducent',
    shiftCare: 'Skiftvård',
    yes: 'Ja',
    no: 'Nej',
    homepage: 'Enhetens webbplats',
    routeLink: 'Se rutten i reseplaneraren',
    opensInNewTab: '(öppnas i en ny flik)'
  },
  popup: {
    noApplying: 'Ingen ansökan via Pesä, kontakta enheten'
  },
  serviceVoucher: {
    info: 'En servicesedelenhet är en privat enhet där kommunen betalar en del av småbarnspedagogiken med en servicesedel.',
    link: 'Läs om servicesedeln',
    url: ''
  },
  mapView: {
    label: 'Karta över enheterna',
    zoomIn: 'Zooma in',
    zoomOut: 'Zooma ut',
    selectedAddress: 'Vald adress',
    loadFailed: 'Kartan kunde inte laddas.'
  }
}

export default sv
