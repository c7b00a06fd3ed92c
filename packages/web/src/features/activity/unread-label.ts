/** The header badge's number: counts above 99 show as '99+'. */
export function unreadLabel(count: number): string {
  return count > 99 ? '99+' : String(count);
}
