export {
  type Answers,
  type Effect,
  type EffectKind,
  type Entry,
  type Game,
  type Option,
  type Question,
  type RecordEffect,
  type RecordKind,
  type Ruling,
  type RulingRule,
  type Source,
  type Text,
  type When,
  citation,
  meets,
} from './model.js';
export { type ConsultError, type Consultation, answerPaths, consult } from './consult.js';
export { type Found, foldWords, searchCatalogue } from './search.js';
export { catalogue, entryById } from './catalogue/index.js';
export { type WorkedExample } from './example.js';
export { workedExampleCount, workedExamples } from './examples/index.js';
export { type RulingApplication, recordRuling, rulingText } from './record.js';
export {
  COVERED_ARTICLES,
  type CoveredArticle,
  type Online,
  coverageMarkdown,
} from './coverage.js';
