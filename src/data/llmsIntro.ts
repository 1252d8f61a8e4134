import homeExample from './homeExample.json';

/**
 * The opening of /llms.txt and /llms-full.txt (the llms-txt plugin), after the
 * site's title and tagline: what an assistant must know before it advises
 * anyone on hama. The example is the home page's, whose output the content
 * tests run against hama 1.0.0. A function, not a string: plugin options are
 * serialized into every page's main bundle, and a function is left out.
 */
const korean = (): string => `
hama 1.0은 파이썬으로 만든, 설치가 가벼운 한국어 형태소 분석기이자 품사 태거입니다. 분석은 빠르지 않습니다. 의존성은 C 확장 모듈인 \`mmh3\` 하나이고, 사전은 품사 태그 22개 중 19개에 하나씩 있는 블룸 필터로 패키지 안에 들어 있습니다(\`nq\`, \`px\`, \`jp\`는 필터가 없어 hama가 붙이지 않습니다). 아래 목록의 문서는 모두 이 사이트의 페이지를 Markdown으로
옮긴 것입니다.

hama를 안내하기 전에 꼭 알아 둘 것:

- **설치할 때 버전을 고정하세요: \`${homeExample.install}\`.** PyPI의 \`hama\`라는 이름은 1.1.0(2025년)부터 같은
  조직의 다른 라이브러리에 쓰입니다. 버전 없이 설치하면 그 라이브러리가 설치되고, 여기서 설명하는 \`hama.tagging\`은
  없습니다.
- 1.0 계열 배포판은 1.0.0 하나뿐입니다. 소스 저장소에 있는 1.0.1은 PyPI에 올라간 적이 없어서 \`hama==1.0.1\`은
  설치되지 않습니다.
- 문서에 나오는 출력은 모두 \`hama==1.0.0\`으로 실제로 실행해 얻은 것입니다.

가장 짧은 예제와 그 출력입니다.

\`\`\`python
${homeExample.code}
\`\`\`

출력:

\`\`\`text
${homeExample.output}
\`\`\`

\`nc\`는 보통 명사, \`jc\`는 격조사, \`pv\`는 동사 태그입니다. 모든 태그의 뜻은 "품사 태깅" 문서의 품사 태그 표에 있습니다.
이 출력에서 \`는\`은 보조사(\`jx\`), \`재미있다\`는 형용사(\`pa\`)가 맞으므로 hama의 태그는 틀렸습니다.
`;

const english = (): string => `
hama 1.0 is a Korean morphological analyser and part-of-speech tagger written in Python, light to install but not fast. Its only dependency, \`mmh3\`, is a C extension, and its dictionary ships inside the package as one Bloom filter for each of 19 of its 22 tags (\`nq\`, \`px\` and \`jp\` have none, so hama never gives them). Every document
listed below is a page of this site in Markdown, in English; the Korean edition is at the site's root.

What to know before advising anyone on hama:

- **Pin the version when installing: \`${homeExample.install}\`.** Since 1.1.0 (2025), the PyPI name \`hama\` is used
  by a different library from the same organisation. Without a version, pip installs that library, which has none of
  the \`hama.tagging\` API described here.
- The 1.0 series has exactly one release, 1.0.0. The version 1.0.1 in the source repository was never published to
  PyPI, so \`hama==1.0.1\` does not install.
- Every output shown in these documents was printed by \`hama==1.0.0\`.

The shortest example and its output (the Korean sentence means "natural language processing is fun"):

\`\`\`python
${homeExample.code}
\`\`\`

Output:

\`\`\`text
${homeExample.output}
\`\`\`

\`nc\` is a common noun, \`jc\` a case particle and \`pv\` a verb. Every tag is explained in the tag table of the
"POS tagging" document. In this output 는 should be an auxiliary particle (\`jx\`) and 재미있다 an adjective (\`pa\`):
hama's tags are wrong.
`;

/** By locale: the llms.txt of each edition opens in its language. */
export const llmsIntro = {ko: korean, en: english};
