import { useState } from 'react'
import type { ValidationCode } from '../../validators/codes'

/** What a typed text means: the value it stands for, and why it is not acceptable. */
export interface Parsed<Problem extends ValidationCode = ValidationCode> {
  value?: string
  problem?: Problem
}

export interface ParsedInputOptions<Problem extends ValidationCode> {
  /** The value the form holds; undefined while the text is empty or cannot be read. */
  value: string | undefined
  onChange: (value: string | undefined, problem: Problem | undefined) => void
  /** Reads a typed text; an empty text must parse to no value and no problem (required is the form's rule). */
  parse: (text: string) => Parsed<Problem>
  /** The text shown for a value: when the form sets one, and after blur for a readable text. */
  format: (value: string) => string
  /** An error the form shows; when absent, the input shows its own problem once the user has left it. */
  error?: ValidationCode | string
}

/**
 * A text input whose value is read from the text (a date, a time, an amount). The text stays
 * as typed while it cannot be read, so nothing typed is lost (spec part 1 §5); a value set by
 * the form replaces the text; leaving the field writes a readable text in its canonical form.
 */
export function useParsedInput<Problem extends ValidationCode>({ value, onChange, parse, format, error }: ParsedInputOptions<Problem>) {
  const [text, setText] = useState(() => (value === undefined ? '' : format(value)))
  const [seenValue, setSeenValue] = useState(value)
  const [touched, setTouched] = useState(false)
  const parsed = parse(text)

  if (value !== seenValue) {
    setSeenValue(value)
    if (value !== parsed.value) setText(value === undefined ? '' : format(value))
  }

  return {
    text,
    /** The problem to show: the form's error, else the text's own after the user has left the field. */
    shownError: error ?? (touched ? parsed.problem : undefined),
    changeText(next: string) {
      setText(next)
      const result = parse(next)
      setSeenValue(result.value)
      onChange(result.value, result.problem)
    },
    blur() {
      setTouched(true)
      if (parsed.value !== undefined) setText(format(parsed.value))
    }
  }
}
