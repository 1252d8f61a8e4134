import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {Props} from '@theme/BlogArchivePage';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

type Post = Props['archive']['blogPosts'][number];

function byYear(posts: readonly Post[]): Array<[string, Post[]]> {
  const years = new Map<string, Post[]>();
  for (const post of posts) {
    const year = post.metadata.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return [...years];
}

/**
 * The blog archive. Ejected rather than wrapped: the stock page puts h3
 * year headings straight under the h1 (axe and Lighthouse: heading-order)
 * and describes itself with its own title. Ours has h2 years and a real
 * description; the layout and list are as stock.
 */
export default function BlogArchivePage({archive}: Props): ReactNode {
  const title = translate({id: 'theme.blog.archive.title', message: 'Archive'});
  const description = translate({id: 'blog.archive.description', message: 'hama 블로그의 모든 글을 해마다 날짜순으로 모았습니다.'});
  const {i18n} = useDocusaurusContext();
  const day = new Intl.DateTimeFormat(i18n.localeConfigs[i18n.currentLocale]?.htmlLang, {month: 'long', day: 'numeric', timeZone: 'UTC'});
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <header className="hero hero--primary">
          <div className="container">
            <Heading as="h1" className="hero__title">
              {title}
            </Heading>
            <p className="hero__subtitle">{description}</p>
          </div>
        </header>
        <main className="container margin-vert--lg">
          <div className="row">
            {byYear(archive.blogPosts).map(([year, posts]) => (
              <section key={year} className="col col--4 margin-vert--lg">
                <Heading as="h2" id={year}>
                  {translate({id: 'blog.archive.year', message: '{year}년'}, {year})}
                </Heading>
                <ul>
                  {posts.map((post) => (
                    <li key={post.metadata.permalink}>
                      <Link to={post.metadata.permalink}>
                        {day.format(new Date(post.metadata.date))} - {post.metadata.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </main>
      </Layout>
    </>
  );
}
