/** The accessibility statement. This file is the schema: sv and en must have every key. */
const fi = {
  title: 'Saavutettavuusseloste',
  back: 'Takaisin',
  intro: [
    'Tämä saavutettavuusseloste koskee Pesä-palvelua, jossa huoltajat hoitavat lastensa varhaiskasvatuksen asioita. Kunta pyrkii takaamaan palvelun saavutettavuuden lain digitaalisten palvelujen tarjoamisesta (306/2019) mukaisesti.',
    'Palvelun saavutettavuus on arvioitu itse sekä automaattisilla testeillä ja ruudunlukijalla tehdyillä tarkistuksilla.'
  ],
  sections: [
    {
      heading: 'Palvelun saavutettavuuden tila',
      paragraphs: ['Palvelu täyttää osittain WCAG 2.1 -ohjeistuksen A- ja AA-tason saavutettavuusvaatimukset. Puutteet on kuvattu alla.']
    },
    {
      heading: 'Ei-saavutettava sisältö',
      paragraphs: ['Seuraavat palvelun osat eivät vielä ole kaikilta osin saavutettavia:'],
      list: [
        'Yksiköiden kartta: karttaa ei voi käyttää kokonaan näppäimistöllä eikä ruudunlukijalla. Samat yksiköt ja niiden tiedot löytyvät kartan viereisestä listasta. (WCAG 2.1.1, 1.1.1)',
        'PDF-päätökset: vanhimmat päätösasiakirjat eivät ole kaikilta osin saavutettavia PDF-tiedostoja. Päätöksen tiedot näkyvät myös palvelun sivulla. (WCAG 1.3.1)',
        'Käyttäjien lisäämät liitteet: huoltajien ja henkilökunnan lisäämien liitteiden saavutettavuutta ei voida taata.'
      ]
    },
    {
      heading: 'Saavutettavuusselosteen laatiminen',
      paragraphs: ['Tämä seloste on laadittu 12.4.2022. Seloste tarkistetaan, kun palveluun tehdään merkittäviä muutoksia.']
    },
    {
      heading: 'Palaute ja yhteystiedot',
      paragraphs: [
        'Huomasitko palvelussa saavutettavuuspuutteen? Kerro siitä meille sivun alareunan palautelinkin kautta. Voit myös pyytää saavutettavuuden vuoksi puuttuvaa sisältöä toisessa muodossa.'
      ]
    },
    {
      heading: 'Valvontaviranomainen',
      paragraphs: [
        'Jos huomaat palvelussa saavutettavuusongelmia, anna ensin palautetta palvelun ylläpitäjälle. Jos et ole tyytyväinen saamaasi vastaukseen tai et saa vastausta, voit tehdä ilmoituksen valvontaviranomaiselle. Valvontaviranomainen vastaa ilmoitukseesi 14 päivän kuluessa.',
        'Etelä-Suomen aluehallintovirasto, saavutettavuuden valvonnan yksikkö. Verkkosivusto www.saavutettavuusvaatimukset.fi, sähköposti saavutettavuus@avi.fi, puhelinvaihde 0295 016 000.'
      ]
    }
  ] as { heading: string; paragraphs: string[]; list?: string[] }[]
}

export default fi
export type AccessibilityTexts = typeof fi
