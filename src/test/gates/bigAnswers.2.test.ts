// Shard 2 of 2 of the big-answer gate (issue 32.5, see ./bigAnswers.ts): every screen's page with each
// list answer blown up to 100 000 items comes up in time, showing a page or a window of rows.
import { registerBigAnswerGate } from './bigAnswers';

registerBigAnswerGate(2, 2);
