// All unit and API tests: `pnpm exec jest` (the README's test command runs this and more).
module.exports = {
  projects: ['<rootDir>/shared', '<rootDir>/api', '<rootDir>/shell', '<rootDir>/mf-*', '<rootDir>/conventions', '<rootDir>/bench']
}
