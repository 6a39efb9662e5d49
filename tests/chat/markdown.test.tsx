import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from '../../components/chat/Markdown';

describe('assistant Markdown', () => {
  it('renders lists, bold and safe links, and site paths as links', () => {
    const { container } = render(
      <Markdown text={'We offer:\n- **SEO**\n- [Branding](/services/branding)\n\nStart at /get-started today.'} />,
    );
    expect(container.querySelector('strong')?.textContent).toBe('SEO');
    expect(container.querySelectorAll('li')).toHaveLength(2);
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/services/branding', '/get-started']);
  });

  it('never turns text into HTML or unsafe links', () => {
    const { container } = render(<Markdown text={'<img src=x onerror=alert(1)> [click](javascript:alert(1))'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
  });
});
