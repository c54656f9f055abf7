/** What the components module answers when it refuses (problem details). */
export const componentMessages = {
  notFound: (componentId: number) => `Component ${componentId} was not found.`,
  typeCannotChange: 'The component type of a component cannot be changed.',
  inUse: (componentNumber: number) =>
    `Component number ${componentNumber} is reserved or on loan and cannot be deleted.`,
  numberRepeated: (componentNumber: number) => `Component number ${componentNumber} appears more than once.`,
  numbersTaken: (componentNumbers: (number | string)[]) =>
    componentNumbers.length === 1
      ? `Component number ${componentNumbers[0]} is already taken`
      : `Component numbers ${componentNumbers.join(', ')} are already taken`,
  aNumberTaken: 'A component number is already taken',
} as const;
