// Every prerendered page is valid HTML: html-validate's recommended rules (.htmlvalidate.mjs says which two style
// rules are off and why), zero errors. It reads the built files (dist/client), so it runs here, after the build, not
// with the unit tests that run before it.
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { prerenderedPages } from '../../scripts/site-metrics.mjs';
import { expect, test } from './fixtures';

const validator = new HtmlValidate(new FileSystemConfigLoader());

test.describe('valid HTML @desktop-only', () => {
  for (const { route, file } of prerenderedPages()) {
    test(`${route} has no html-validate error`, async () => {
      const report = await validator.validateFile(file);
      const errors = report.results.flatMap((result) =>
        result.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ''})`),
      );
      expect(errors).toEqual([]);
    });
  }
});
