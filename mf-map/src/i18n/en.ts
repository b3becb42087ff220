import type { MapTexts } from './fi'

const en: MapTexts = {
  sections: {
    map: 'Units on the map'
  },
  backToApplications: 'Back to applications',
  backToLogin: 'Back to login',
  info: 'Find early childhood education, preschool and club places on the map. Type your address to see the walking distance to the nearest units.',
  search: {
    label: 'Search by address or unit name',
    placeholder: 'E.g. Kauppakatu 1',
    clear: 'Clear the search',
    addresses: 'Addresses',
    units: 'Units',
    noResults: 'No results',
    keywordRequired: 'Type a search word',
    errors: {
      GEOCODER_UNAVAILABLE: 'Address search is not working right now. Please try again in a moment.',
      TOO_MANY_REQUESTS: 'Too many searches in a short time. Wait a moment and try again.'
    },
    retry: 'Search again'
  },
  filters: {
    careType: 'Service',
    language: 'Language',
    moreFilters: 'Show more filters',
    fewerFilters: 'Show fewer filters',
    providerType: 'Provider',
    shiftCare: 'Shift care'
  },
  careTypeFilter: { DAYCARE: 'Early childhood education', CLUB: 'Club', PRESCHOOL: 'Preschool' },
  careType: { DAYCARE: 'Early childhood education', PRESCHOOL: 'Preschool', CLUB: 'Club', PREPARATORY_EDUCATION: 'Preparatory education' },
  language: { fi: 'Finnish', sv: 'Swedish', en: 'English' },
  languageChip: { fi: 'Finnish-speaking', sv: 'Swedish-speaking' },
  providerType: {
    MUNICIPAL: 'Municipal',
    MUNICIPAL_SCHOOL: 'Municipal school',
    PURCHASED: 'Purchased service',
    PRIVATE: 'Private',
    PRIVATE_SERVICE_VOUCHER: 'Service voucher',
    EXTERNAL_PURCHASED: 'Purchased service (other municipality)'
  },
  providerChip: { MUNICIPAL: 'Municipal', PURCHASED: 'Purchased service', PRIVATE: 'Private', PRIVATE_SERVICE_VOUCHER: 'Service voucher' },
  list: {
    title: 'Units',
    count: (count: number) => (count === 1 ? '1 unit' : `${count} units`),
    showMore: 'Show more units',
    empty: 'No units match the filters.',
    walking: 'Walking',
    straight: 'In a straight line'
  },
  tabs: { label: 'View', map: 'Map', list: 'List' },
  details: {
    back: 'Back to search',
    address: 'Address',
    walkingDistance: 'Walking distance',
    straightDistance: 'Distance in a straight line',
    notAvailable: 'Not available',
    careTypes: 'Services',
    language: 'Language',
    providerType: 'Provider',
    shiftCare: 'Shift care',
    yes: 'Yes',
    no: 'No',
    homepage: 'Unit home page',
    routeLink: 'See the route in the journey planner',
    opensInNewTab: '(opens in a new tab)'
  },
  popup: {
    noApplying: 'No applications through Pesä, please contact the unit'
  },
  serviceVoucher: {
    info: 'A service voucher unit is a private unit where the municipality pays part of the early childhood education with a service voucher.',
    link: 'Read about the service voucher',
    url: ''
  },
  mapView: {
    label: 'Map of the units',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    selectedAddress: 'Selected address',
    loadFailed: 'The map could not be loaded.'
  }
}

export default en
