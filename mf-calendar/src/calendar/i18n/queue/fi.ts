/** The calendar's texts of absences reported offline (issue 37 §2); the calendar's fi.ts carries them as `queue`. */
const fi = {
  title: 'Odottaa lähetystä',
  intro: 'Nämä poissaolot lähetetään, kun verkkoyhteys palaa. Ne eivät ole vielä tallentuneet.',
  mark: 'odottaa lähetystä',
  cancel: 'Peru',
  cancelLabel: (item: string) => `Peru: ${item}`,
  refusedTitle: 'Odottanutta poissaoloa ei tallennettu',
  refusedIntro: (item: string) => `Kun poissaolo ${item} lähetettiin, palvelu ei hyväksynyt sitä.`,
  dismiss: 'Selvä'
}

export default fi
export type QueueTexts = typeof fi
