import { render, screen } from '@testing-library/react'
import { StrongLoginLink } from './StrongLoginLink'

describe('StrongLoginLink', () => {
  it('sends the guardian to strong identification and back, named by its text alone', () => {
    render(
      <StrongLoginLink returnPath="/calendar?modal=holidays" dataQa="locked">
        Lomakyselyt
      </StrongLoginLink>
    )
    const link = screen.getByRole('link', { name: 'Lomakyselyt' })
    expect(link.getAttribute('href')).toBe('/api/citizen/auth/sfi/login?RelayState=%2Fcalendar%3Fmodal%3Dholidays')
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    expect(link.textContent).not.toContain('🔒')
  })

  it('refuses to return anywhere off the site', () => {
    render(
      <StrongLoginLink returnPath="https://evil.example/" dataQa="locked">
        x
      </StrongLoginLink>
    )
    expect(screen.getByRole('link').getAttribute('href')).toBe('/api/citizen/auth/sfi/login?RelayState=%2F')
  })
})
