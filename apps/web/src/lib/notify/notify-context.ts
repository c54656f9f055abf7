import { createContext } from 'react';

export type Severity = 'success' | 'error' | 'info' | 'warning';
export type Notify = (message: string, severity: Severity) => void;

export const NotifyContext = createContext<Notify | null>(null);
