"""Templates compiled ahead of time by `python -m vocabgen.precompile`. DO NOT EDIT.

SOURCES holds the sha256 of each template the modules were compiled from, JINJA_VERSION the Jinja
that compiled them; vocabgen.environment uses the modules only while both still match.
"""

JINJA_VERSION = '3.1.6'
SOURCES = {
    'clojure/_macros.cljc.j2': 'a7f201f5dce0cffa45d7a8c927ef8406de5b0809844a44b639f73025ccf2161b',
    'clojure/namespace.cljc.j2': 'fa01831b63411533bdab366793a1e2df18894b88ea568b0bf82872da8c19c78e',
    'clojure/test.clj.j2': '5b660d92bd50c133566f377c466d5d59fd149f9f29d248715ee637cd3e488c8b',
    'conformance/vectors.json.j2': '53b9cd4d23ef8be787d76d14b2320c8970c2aab397d1a353170af4255c4caff2',
    'csharp/_macros.cs.j2': '691a31586c853742b4c038e5ee9e0e5613131186ab34c3e29497da77be3b48d6',
    'csharp/class.cs.j2': 'c9e0f2b8dcffc32613c79ad6151dfe65206241bc7d7e976ded50d795e2ab4648',
    'elixir/_macros.ex.j2': 'c44ddddfdab596738310fe4e801e03a751b4a615e461246847f9d77633acc63e',
    'elixir/module.ex.j2': '985f65424772242d0de6dfcfb80dc0a7caa7c6ee2f3124e4d658674150486c3b',
    'elixir/test.exs.j2': '6ef5cbb62b98083cb3985c662ebf68393992807a8f224c36d692c22a858a612e',
    'go/_macros.go.j2': '8d08fed11f1cf292aea3bfdc9d5ce189659022927ffe9ad3c26145c60c83d920',
    'go/vocabulary.go.j2': 'd3c1e1c9db69640d97d163ffb13c6d0cf40c5a1d70adfd51994c7d1a6b4cb54d',
    'go/vocabulary_test.go.j2': '6100508ea7a8c0fefab372b2e7003248522f8384710d4407edac9dc6419ee526',
    'java/_macros.java.j2': '3fc00855391097215d120309271cf06aa548d4e39c1d65e104b190b2683e4914',
    'java/class.java.j2': '7fc040f86cfb3b972d322dff8ebf4b035da6bdfbe6e78ac38f032c97da375054',
    'java/test_class.java.j2': '4a27d52b155d675eac099036a5249bd363cc953c9fc3a1fcde88367490965c1e',
    'kotlin/_macros.kt.j2': '89b1808c513d4351f78cb6d988f1b5c5304d81baa1c3a3b49883783f31bd4fa3',
    'kotlin/_typed.kt.j2': '92cb338e025f49bf9bef0532030cd63ef965c7594ed89070930ddef8c4a759bb',
    'kotlin/object.kt.j2': '7ae78338da4e7caad4c7e953e56aceb956ba6bf3d459c629787dba0a25bc7544',
    'kotlin/test_class.kt.j2': 'e1c1de7f9bdf00d3d484d7fc0d64a13d37afdc549d4f54461c6c73362131e6ca',
    'markdown/vocabulary.md.j2': '3dc6e8267a0931dcc573a9e4dcd42d3da007b5b4522b5569a8d22c2b3e398160',
    'php/_macros.php.j2': '4ecaf0391e2147d3a277b45c9973bba8d3c90ba4242e2b92170281785ec438cd',
    'php/class.php.j2': '2be4d8c263f9801cb872c6b8f345bd82d3d179fe45254b1ebc31de1002eb2403',
    'php/enum.php.j2': '4221419a12dfd416316e4dd91639040696d2d3614419e61bac7731af323ea3e0',
    'php/open.php.j2': '37ccbae2ef0ee57ce06e0853e3e923486e35e76ac6da4a040c93e2f2fe833127',
    'php/test_class.php.j2': '1e3fe6cf6390817c5fce0ec1f1baea41a0091b6df7f1a6a72a12b388e307e75f',
    'python/_macros.py.j2': '3be774e81648fbfab2f2898c5179eeb4344d827b8d87fe95995a34f9c5387217',
    'python/module.py.j2': '6a5891d2ecf6fa8a458beadc387dda865a8c9adc013cbf507c8b97b4c6650cad',
    'python/test_module.py.j2': '4d8fa230ec51dacccdaecb6a013fd1073b0f5b9d1142f6f4ff0dfb7238a24ab4',
    'rust/_macros.rs.j2': 'e21ad4de8d95dec58a6d6a10d60ef14f44b555430c9046e68d5edc744c5dcb8a',
    'rust/vocabulary.rs.j2': '7c811457b7bc97f56d3b6f8004d7f1f8b3019950209af216e29bd8b7f61b9f35',
    'typescript/_macros.ts.j2': '3fbaf9ee0f505f29570e090d8acd2489149016a65518312ee41de01e2170026a',
    'typescript/module.test.ts.j2': '2a4c6d57c3db9c69edaae56f93840191e1b38fac9d4ba2f920a707f8268e2234',
    'typescript/module.ts.j2': '937dcbd72e39e30b99550b4582b01440811f7f918623c49fa1e74a826acb3d65',
}
