/*
 * The development stand-in for the national strong identification (Suomi.fi). It answers
 * like the real service would — an identity code — through a plain HTML form, so that the
 * login flow needs no JavaScript and no other server. Never served in production.
 */

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

export function mockIdentificationPage(state: string, people: { ssn: string; name: string }[]): string {
  const options = people
    .map(
      (person, index) => `
      <li><label><input type="radio" name="ssn" value="${escapeHtml(person.ssn)}"${index === 0 ? ' checked' : ''}>
        ${escapeHtml(person.name)} <span class="ssn">${escapeHtml(person.ssn)}</span></label></li>`
    )
    .join('')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Strong identification (development stand-in)</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 640px; margin: 0 auto; padding: 24px; color: #1a1a1a; line-height: 1.5; }
  h1 { font-size: 1.5rem; }
  ul { list-style: none; padding: 0; }
  li label { display: flex; gap: 8px; align-items: center; min-height: 44px; cursor: pointer; }
  input[type=radio] { width: 20px; height: 20px; }
  .ssn { color: #4d4d4d; font-variant-numeric: tabular-nums; }
  .field { display: flex; flex-direction: column; gap: 4px; margin: 16px 0; }
  input[type=text] { min-height: 44px; font: inherit; padding: 0 8px; border: 1px solid #767676; border-radius: 4px; }
  .actions { display: flex; gap: 8px; margin-top: 24px; }
  button { min-height: 44px; padding: 0 24px; font: inherit; font-weight: 600; border: 2px solid #0050bb; border-radius: 4px; cursor: pointer; }
  button[value=login] { background: #0050bb; color: #fff; }
  button[value=cancel] { background: #fff; color: #0050bb; }
</style>
</head>
<body>
<main>
<h1>Strong identification</h1>
<p>This development page stands in for the national identification service. Choose a person or type a personal identity code.</p>
<form method="post" action="/api/citizen/auth/sfi/mock-acs">
  <input type="hidden" name="state" value="${escapeHtml(state)}">
  <fieldset>
    <legend>People in the population register</legend>
    <ul>${options}</ul>
  </fieldset>
  <div class="field">
    <label for="typedSsn">Or type a personal identity code</label>
    <input type="text" id="typedSsn" name="typedSsn" autocomplete="off" data-qa="typed-ssn">
  </div>
  <div class="actions">
    <button type="submit" name="action" value="login" data-qa="identify">Identify</button>
    <button type="submit" name="action" value="cancel" data-qa="cancel">Cancel</button>
  </div>
</form>
</main>
</body>
</html>`
}
