import {test, expect, open, emptyClipboard, wordsBrokenAcrossLines, DOC_ROUTES} from '../../test';

test.describe('Korean first', () => {
  test('pages declare Korean and use Korean theme strings, including the ones Docusaurus leaves in English', async ({page}) => {
    await open(page, '/docs/introduction');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    const github = page.getByRole('navigation', {name: '메인'}).getByRole('link', {name: /GitHub/});
    await expect(github.locator('svg')).toHaveAttribute('aria-label', '(새 탭에서 열림)');
    // respectPrefersColorScheme: the toggle starts in system mode.
    await expect(page.getByRole('button', {name: /어두운 모드와 밝은 모드 전환하기/})).toHaveAttribute('aria-label', /시스템 설정/);
    await expect(page.getByRole('button', {name: '닫기'})).toBeVisible();
  });

  test('Korean prose breaks between words; code keeps normal breaking', async ({page}) => {
    await open(page, '/');
    const wordBreak = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).wordBreak);
    expect(await wordBreak('main p')).toBe('keep-all');
    expect(await wordBreak('main pre code')).toBe('normal');
    const lineHeight = await page
      .locator('main p')
      .first()
      .evaluate((element) => parseFloat(getComputedStyle(element).lineHeight) / parseFloat(getComputedStyle(element).fontSize));
    expect(lineHeight).toBeGreaterThanOrEqual(1.6);
    const fontFamily = await page.locator('body').evaluate((element) => getComputedStyle(element).fontFamily);
    expect(fontFamily).toContain('Apple SD Gothic Neo');
    expect(fontFamily).toContain('Malgun Gothic');
  });

  test.describe('on a phone', () => {
    test.use({viewport: {width: 375, height: 800}});

    test('no Korean word in a table is split across lines: a table too wide scrolls instead', async ({page}) => {
      for (const {path} of DOC_ROUTES) {
        await open(page, path);
        expect(await wordsBrokenAcrossLines(page, 'main table'), path).toEqual([]);
      }
    });
  });

  test('no stylesheet or font is loaded from another host', async ({page}) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await open(page, '/');
    expect(requested.filter((url) => !url.startsWith('http://127.0.0.1'))).toEqual([]);
  });
});

test.describe('navbar', () => {
  test('shows the hippo logo with alt text, the title, the guide and blog links, and the source repository', async ({page}) => {
    await open(page, '/');
    const navbar = page.getByRole('navigation', {name: '메인'});
    const logo = navbar.getByRole('img', {name: 'hama 로고: 하마 얼굴'});
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute('src', '/img/logo.svg');
    await expect(navbar.locator('.navbar__title')).toHaveText('hama');
    await expect(navbar.getByRole('link', {name: '개발 가이드'})).toHaveAttribute('href', '/docs/introduction');
    await expect(navbar.getByRole('link', {name: '블로그'})).toHaveAttribute('href', '/blog');
    const github = navbar.getByRole('link', {name: /GitHub/});
    await expect(github).toHaveAttribute('href', 'https://github.com/hamanlp/hama-py');
    await expect(github).toHaveAttribute('target', '_blank');
    await expect(github).toHaveAttribute('rel', /noopener/);
    const [logoBox, githubBox] = [await logo.boundingBox(), await github.boundingBox()];
    expect(logoBox!.x).toBeLessThan(githubBox!.x);
  });

  test('the logo image is our hippo drawing', async ({request}) => {
    const svg = await (await request.get('/img/logo.svg')).text();
    expect(svg).toContain('<title id="t">hama 하마</title>');
  });

  test('collapses into a working menu at 375 px', async ({page}) => {
    await page.setViewportSize({width: 375, height: 740});
    await open(page, '/');
    const navbar = page.getByRole('navigation', {name: '메인'});
    await expect(navbar.getByRole('link', {name: '개발 가이드'})).toBeHidden();
    await page.getByRole('button', {name: '사이드바 펼치거나 접기'}).first().click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu.getByRole('link', {name: 'GitHub'})).toBeVisible();
    await menu.getByRole('link', {name: '개발 가이드'}).click();
    await expect(page).toHaveURL(/\/docs\/introduction$/);
    await expect(page.locator('h1')).toHaveText('소개');
    await expect(menu).toBeHidden();
  });
});

test.describe('announcement bar', () => {
  test('announces the 1.0.0 release in Korean, links to the post, and stays closed once closed', async ({page}) => {
    await open(page, '/');
    const bar = page.getByRole('banner').filter({hasText: '1.0.0'});
    await expect(bar).toContainText('파이썬 패키지 hama 1.0.0이 출시되었습니다');
    // Client-side, like every internal link: the running app is kept.
    await page.evaluate(() => (window.__sameDocument = true));
    await bar.getByRole('link', {name: '출시 소식 읽기'}).click();
    await expect(page).toHaveURL(/\/blog\/release-py-100$/);
    await expect(page.locator('h1')).toContainText('1.0.0');
    expect(await page.evaluate(() => window.__sameDocument)).toBe(true);
    await page.getByRole('button', {name: '닫기'}).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await expect(page.getByText('파이썬 패키지 hama 1.0.0이 출시되었습니다')).toBeHidden();
  });
});

test.describe('footer', () => {
  test('is dark with three columns of links and the 2021 copyright', async ({page}) => {
    await open(page, '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toHaveClass(/footer--dark/);
    const columns = footer.locator('.footer__col');
    await expect(columns).toHaveCount(3);
    await expect(columns.locator('.footer__title')).toHaveText(['개발 가이드', '커뮤니티', '소셜']);
    const hrefs = async (index: number) =>
      columns
        .nth(index)
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    // The guide's column also offers to keep it offline (issue #26).
    expect(await hrefs(0)).toEqual(['/docs/introduction', '/docs/installation', '/offline']);
    expect(await hrefs(1)).toEqual(['https://stackoverflow.com/questions/tagged/hama', 'https://github.com/hamanlp/hama-py/discussions']);
    expect(await hrefs(2)).toEqual(['/blog', 'https://github.com/hamanlp/hama-py']);
    await expect(footer).toContainText('Copyright © 2021');
    await expect(footer).toContainText('Docusaurus');
    await columns.nth(0).getByRole('link', {name: '시작하기'}).click();
    await expect(page).toHaveURL(/\/docs\/installation$/);
  });
});

test.describe('home page', () => {
  test('says what hama is, gives the pinned install command with a working copy button, and a real example', async ({page}) => {
    await open(page, '/');
    const clipboard = await emptyClipboard(page);
    await expect(page).toHaveTitle(/hama/);
    await expect(page.locator('header p').first()).toContainText('형태소 분석기');
    const install = page.locator('pre', {hasText: 'pip install'});
    await expect(install).toHaveText('pip install "hama==1.0.0"');
    await install.hover();
    await page.getByRole('button', {name: '클립보드에 코드 복사'}).first().click();
    await expect.poll(clipboard).toBe('pip install "hama==1.0.0"');
    await expect(page.locator('pre', {hasText: 'from hama.tagging import tag'})).toBeVisible();
    await expect(page.locator('pre', {hasText: "('자연어', 'nc')"})).toBeVisible();
  });

  test('links into the guide and the blog', async ({page}) => {
    await open(page, '/');
    const main = page.locator('main');
    for (const href of ['/docs/introduction', '/docs/pos_tagging', '/docs/api/tagging', '/blog']) {
      await expect(main.locator(`a[href="${href}"]`)).toBeVisible();
    }
    await main.getByRole('link', {name: /API 레퍼런스/}).click();
    await expect(page.locator('h1')).toHaveText('tagging API');
  });
});

test.describe('docs layout', () => {
  test("the sidebar lists the guide's pages in reading order under four groups", async ({page}) => {
    await open(page, '/docs/dict');
    const sidebar = page.getByRole('navigation', {name: '문서 사이드바'});
    await expect(sidebar.locator('.sidebar-group-title')).toHaveText(['시작하기', '가이드', 'API', '프로젝트']);
    const hrefs = await sidebar.locator('a.menu__link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(DOC_ROUTES.map((doc) => doc.path));
    await expect(sidebar.getByRole('link', {name: '사전', exact: true})).toHaveAttribute('aria-current', 'page');
  });
});
