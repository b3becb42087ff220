/** A child as the child pages name it: the preferred name, else the given names, and the family name. */
export function childDisplayName(child: { firstName: string; lastName: string; preferredName: string }): string {
  return `${child.preferredName || child.firstName} ${child.lastName}`
}
