const fi = {
  title: 'Käsittelytiedot',
  caseIdentifier: 'Asiatunnus',
  task: 'Tehtäväluokka',
  organization: 'Organisaatio',
  retention: 'Säilytysaika',
  years: (years: number) => `${years} vuotta`,
  stages: 'Käsittelyn vaiheet',
  state: { INITIAL: 'Vireillä', PREPARATION: 'Valmistelussa', DECIDING: 'Päätöksenteossa', COMPLETED: 'Valmis' },
  document: 'Asiakirja',
  kind: { APPLICATION: 'Hakemus', FEE_DECISION: 'Maksupäätös', VOUCHER_VALUE_DECISION: 'Arvopäätös' },
  created: 'Laadittu',
  publicity: 'Julkisuus',
  confidential: (years: number | null, basis: string | null) => `Salassa pidettävä${years ? ` ${years} vuotta` : ''}${basis ? ` (${basis})` : ''}`,
  public: 'Julkinen',
  receivedBy: 'Saapumistapa',
  deliveryMethod: 'Toimitustapa',
  received: { ELECTRONIC: 'Sähköisesti', PAPER: 'Paperilla' },
  delivery: { ELECTRONIC: 'Sähköisesti', PAPER_MAIL: 'Postitse', PENDING: 'Ei vielä toimitettu' },
  none: 'Asialle ei ole vielä kirjattu käsittelytietoja.'
}

export type ProcessMetadataTexts = typeof fi
export default fi
