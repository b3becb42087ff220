import path from 'node:path'

/*
 * The project's small conventions as checks (STYLE.md, "Small conventions become lint rules"):
 * each rule takes a file's repository path and text and answers what it breaks.
 */
export type Rule = (file: string, text: string) => string[]

const APPS = ['shell', 'mf-map', 'mf-applications', 'mf-messages', 'mf-calendar', 'mf-income', 'mf-personal']

function importsOf(text: string): string[] {
  const statements = [...text.matchAll(/^\s*(?:import|export)\b[^'"()=]*?from\s+['"]([^'"]+)['"]/gm)].map((match) => match[1]!)
  const dynamic = [...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1]!)
  return [...statements, ...dynamic]
}

function appOf(file: string): string | undefined {
  return APPS.find((app) => file.startsWith(`${app}/`))
}

/** Areas never import each other, the shell, or the server: what they share is in @pesa/shared. */
export const noCrossAppImports: Rule = (file, text) => {
  const app = appOf(file)
  if (!app) return []
  return importsOf(text).flatMap((specifier) => {
    if (/^@pesa\/(?!shared)/.test(specifier)) return [`${file} imports ${specifier}`]
    if (specifier.startsWith('.')) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
      if (!target.startsWith(`${app}/`)) return [`${file} reaches outside ${app}/ with ${specifier}`]
    }
    return []
  })
}

/** The server uses only the stateless parts of the shared package, never its React runtime. */
export const serverUsesStatelessShared: Rule = (file, text) => {
  if (!file.startsWith('api/')) return []
  return importsOf(text)
    .filter((specifier) => specifier === '@pesa/shared' || /^@pesa\/shared\/(api|testing|standalone)/.test(specifier))
    .map((specifier) => `${file} imports ${specifier}`)
}

/** A focused test silently skips the rest of the suite. */
export const noFocusedTests: Rule = (file, text) =>
  /\.(test|spec)\.tsx?$/.test(file) && /\b(test|it|describe)\.only\(/.test(text) ? [`${file} has a focused test (.only)`] : []

/** Components are PascalCase .tsx files; every other module is kebab-case. */
export const fileNames: Rule = (file) => {
  if (!/\/src\//.test(file) || !/\.(tsx?|css)$/.test(file)) return []
  const base = path.posix
    .basename(file)
    .replace(/\.(test|module)(?=\.)/, '')
    .replace(/\.(tsx?|css)$/, '')
  const kebab = /^[a-z0-9]+(-[a-z0-9]+)*$/.test(base)
  const pascal = /^[A-Z][A-Za-z0-9]*$/.test(base)
  if (file.endsWith('.tsx') || file.endsWith('.module.css')) return kebab || pascal ? [] : [`${file}: name it PascalCase or kebab-case`]
  return kebab ? [] : [`${file}: name it kebab-case`]
}

const GENERATED_HEADER = '// GENERATED FILE'

/** Generated client files keep their header: they are rewritten by `pnpm generate`, never by hand. */
export const generatedFilesMarked: Rule = (file, text) =>
  file.startsWith('shared/src/api/generated/') && !text.startsWith(GENERATED_HEADER) ? [`${file} lost its generated-file header`] : []

export const RULES = { noCrossAppImports, serverUsesStatelessShared, noFocusedTests, fileNames, generatedFilesMarked }
