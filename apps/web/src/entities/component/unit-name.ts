/** How a unit is named in lists of units of many types: its type's name and its number, "Multimeter #3". */
export function unitName(unit: { componentTypeName: string; componentNumber: number }): string {
  return `${unit.componentTypeName} #${unit.componentNumber}`;
}
