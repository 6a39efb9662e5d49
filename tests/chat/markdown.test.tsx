import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from '../../components/chat/Markdown';
import { createAssistant } from '../../supabase/functions/_shared/assistant';
import { siteKnowledge } from '../../supabase/functions/_shared/site-content';

describe('assistant Markdown', () => {
  it('renders lists, bold and safe links', async () => {
    const { container } = render(
      <Markdown
        text={'We offer:\n\n- **SEO**\n- [Branding](/services/branding)\n\nWrite to [us](mailto:hello@x.com).'}
      />,
    );
    expect(await screen.findByRole('link', { name: 'Branding' })).toHaveAttribute('href', '/services/branding');
    expect(container.querySelector('strong')?.textContent).toBe('SEO');
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'us' })).toHaveAttribute('href', 'mailto:hello@x.com');
  });

  it('links a page once per reply: a later link to the same page stays as its words', async () => {
    const { container } = render(
      <Markdown
        text={
          'Most projects start at $1,500 ([see our FAQ](/faq#budget)). [Tell us about your project](/get-started) or read [more answers in our FAQ](/faq/).'
        }
      />,
    );
    expect(await screen.findByRole('link', { name: 'see our FAQ' })).toHaveAttribute('href', '/faq#budget');
    expect(screen.getByRole('link', { name: 'Tell us about your project' })).toHaveAttribute('href', '/get-started');
    expect(container.querySelectorAll('a')).toHaveLength(2);
    expect(container.textContent).toContain('read more answers in our FAQ.');
  });

  it('opens external links in a new tab without an opener', async () => {
    render(<Markdown text={'See [docs](https://example.com/a).'} />);
    const link = await screen.findByRole('link', { name: 'docs' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('never turns text into HTML, images or unsafe links', async () => {
    const { container } = render(
      <Markdown
        text={
          '**ok** <img src=x onerror=alert(1)> [click](javascript:alert(1)) [proto](//evil.example) ![pixel](https://evil.example/p.png)'
        }
      />,
    );
    expect(await screen.findByText('ok')).toBeInTheDocument();
    expect(container.querySelector('strong')).not.toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(container.textContent).toContain('click');
    expect(container.textContent).toContain('pixel');
  });

  it('keeps a phone link, and an external link written in capitals, in a new tab', async () => {
    render(<Markdown text={'Call [(404) 555-0142](tel:+14045550142) or see [the docs](HTTPS://EXAMPLE.COM/a).'} />);
    const phone = await screen.findByRole('link', { name: '(404) 555-0142' });
    expect(phone).toHaveAttribute('href', 'tel:+14045550142');
    expect(phone).not.toHaveAttribute('target');
    expect(phone).not.toHaveAttribute('rel');
    const docs = screen.getByRole('link', { name: 'the docs' });
    expect(docs).toHaveAttribute('target', '_blank');
    expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps a plain http link too, in a new tab', async () => {
    render(<Markdown text={'See [the old site](http://example.com/).'} />);
    expect(await screen.findByRole('link', { name: 'the old site' })).toHaveAttribute('target', '_blank');
  });

  it('a site path stays in the tab', async () => {
    render(<Markdown text={'See [our work](/portfolio) or [the audit](/contact?from=https://example.com).'} />);
    const link = await screen.findByRole('link', { name: 'our work' });
    expect(link).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'the audit' })).not.toHaveAttribute('target');
  });

  it('one page however its link is written: case, a query, a hash, trailing slashes', async () => {
    const { container } = render(
      <Markdown
        text={
          '[FAQ](/FAQ) and [again](/faq?topic=price) and [more](/faq//) and [home](/) and [home again](/#top) and [contact](/contact) and [SEO](/services/seo) and [SEO again](/services/seo/).'
        }
      />,
    );
    await screen.findByRole('link', { name: 'FAQ' });
    expect([...container.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['FAQ', 'home', 'contact', 'SEO']);
    expect(container.textContent).toContain('and again and more and home and home again and');
  });

  it('headings come out as paragraphs (a reply has no headings of its own), and an image without words as nothing', async () => {
    const { container } = render(
      <Markdown
        text={'# Our services\n\n## Prices\n\n### Web\n\n#### SEO\n\nText ![](https://evil.example/p.png) end'}
      />,
    );
    expect(await screen.findByText('Our services')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.querySelectorAll('p')).toHaveLength(5);
    expect(container.textContent).toBe('Our servicesPricesWebSEOText  end');
  });

  // Issue #32: the assistant's answer to "show me a live site" names the six case studies, each as a link to its page
  // (a list item per study, then the portfolio): each must come out as a link in the tab, none dropped as a repeat.
  it('the case studies the assistant names are links to /portfolio/<slug>, in the tab', async () => {
    const answer = createAssistant(siteKnowledge).reply([{ role: 'user', content: 'show me a live site' }]);
    const { container } = render(<Markdown text={answer} />);
    const roastery = await screen.findByRole('link', { name: 'Ember & Oak Coffee Roasters' });
    expect(roastery).toHaveAttribute('href', '/portfolio/ember-oak-coffee-roasters');
    expect(roastery).not.toHaveAttribute('target');
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/portfolio/ember-oak-coffee-roasters',
      '/portfolio/peak-form-fitness-studio',
      '/portfolio/whitfield-associates-law',
      '/portfolio/azure-cove-pool-resort',
      '/portfolio/greenblade-lawn-care',
      '/portfolio/summit-ridge-roofing',
      '/portfolio',
    ]);
    expect(container.querySelectorAll('li')).toHaveLength(6);
  });

  it('a one-line reply is a block of its own', async () => {
    const { container } = render(<Markdown text={'Hello'} />);
    await screen.findByText('Hello');
    expect(container.firstElementChild?.tagName).toBe('DIV');
  });
});
