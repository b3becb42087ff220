import type { AccessibilityTexts } from './fi'

const sv: AccessibilityTexts = {
  title: 'Tillgänglighetsutlåtande',
  back: 'Tillbaka',
  intro: [
    'Detta tillgänglighetsutlåtande gäller tjänsten Pesä, där vårdnadshavare sköter sina barns ärenden inom småbarnspedagogiken. Kommunen strävar efter att tjänsten är tillgänglig enligt lagen om tillhandahållande av digitala tjänster (306/2019).',
    'Tjänstens tillgänglighet har bedömts internt samt med automatiska tester och kontroller med skärmläsare.'
  ],
  sections: [
    {
      heading: 'Tjänstens tillgänglighetsstatus',
      paragraphs: ['Tjänsten uppfyller delvis kraven på nivå A och AA i WCAG 2.1. Bristerna beskrivs nedan.']
    },
    {
      heading: 'Innehåll som inte är tillgängligt',
      paragraphs: ['Följande delar av tjänsten är ännu inte till alla delar tillgängliga:'],
      list: [
        'Kartan över enheter: kartan kan inte användas helt med tangentbord eller skärmläsare. Samma enheter och deras uppgifter finns i listan bredvid kartan. (WCAG 2.1.1, 1.1.1)',
        'Beslut i PDF-format: de äldsta beslutsdokumenten är inte till alla delar tillgängliga PDF-filer. Beslutets uppgifter visas också på tjänstens sida. (WCAG 1.3.1)',
        'Bilagor som användarna lagt till: tillgängligheten hos bilagor från vårdnadshavare och personal kan inte garanteras.'
      ]
    },
    {
      heading: 'Hur utlåtandet har utarbetats',
      paragraphs: ['Detta utlåtande har utarbetats den 12 april 2022. Utlåtandet ses över när tjänsten ändras väsentligt.']
    },
    {
      heading: 'Respons och kontaktuppgifter',
      paragraphs: [
        'Har du upptäckt en tillgänglighetsbrist i tjänsten? Berätta det för oss via responslänken längst ner på sidan. Du kan också begära innehåll som saknas på grund av bristande tillgänglighet i ett annat format.'
      ]
    },
    {
      heading: 'Tillsynsmyndighet',
      paragraphs: [
        'Om du upptäcker tillgänglighetsproblem, ge först respons till den som upprätthåller tjänsten. Om du inte är nöjd med svaret eller inte får något svar, kan du göra en anmälan till tillsynsmyndigheten. Tillsynsmyndigheten svarar på din anmälan inom 14 dagar.',
        'Regionförvaltningsverket i Södra Finland, enheten för tillgänglighetstillsyn. Webbplats www.tillganglighetskrav.fi, e-post saavutettavuus@avi.fi, telefonväxel 0295 016 000.'
      ]
    }
  ]
}

export default sv
