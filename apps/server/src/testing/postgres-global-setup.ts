import { createTemplateDatabase } from './test-database.js';

export default async function setup() {
  return createTemplateDatabase();
}
