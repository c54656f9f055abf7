const all = ['environment'] as const;

export const environmentKeys = {
  all,
  /** GET Environment: the name and version, for a signed-in user. */
  info: [...all, 'info'] as const,
  /** The name alone, from the public sign-in settings. */
  name: [...all, 'name'] as const,
};
