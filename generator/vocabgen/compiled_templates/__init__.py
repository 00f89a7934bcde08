"""Templates compiled ahead of time by `python -m vocabgen.precompile`. DO NOT EDIT.

SOURCES holds the sha256 of each template the modules were compiled from, JINJA_VERSION the Jinja
that compiled them; vocabgen.environment uses the modules only while both still match.
"""

JINJA_VERSION = '3.1.6'
SOURCES = {
    'clojure/_macros.cljc.j2': 'a7f201f5dce0cffa45d7a8c927ef8406de5b0809844a44b639f73025ccf2161b',
    'clojure/namespace.cljc.j2': 'eafc3c6ab7015bbcfa73098c082c7e6abbc8f660f89dc65f88d6b01c2a347905',
    'clojure/test.clj.j2': '302feecfce31ff01e282bd413f2f040affe970de87c043e54978fc890df64fb8',
    'conformance/vectors.json.j2': 'cdeda0acacdf8636d0ab86b43e52ab55af359dd4d7eb9742cc0337ddf76d0303',
    'csharp/_macros.cs.j2': '691a31586c853742b4c038e5ee9e0e5613131186ab34c3e29497da77be3b48d6',
    'csharp/class.cs.j2': '56848e486ab5b2d16b94207f80cdb0e766ab4102979e7488e0eff7d030f5f075',
    'elixir/_macros.ex.j2': '68283a1e989f0d0495140d0f9fb4b766380681ee955d0faed098cfbad6150e2d',
    'elixir/module.ex.j2': '1f58783c51b2d9fa38123f1bba5a687684c42d8e14bd1a1b68ad6e161437f6c5',
    'elixir/test.exs.j2': '9e53f1089c54d98d623487f05e161bf9dfb9c6de28aeaf415bf325ee5a42be37',
    'go/_macros.go.j2': '8d08fed11f1cf292aea3bfdc9d5ce189659022927ffe9ad3c26145c60c83d920',
    'go/vocabulary.go.j2': 'bacef413d3f1224fc6733a6ecb444bdb43d93c0f44971a0360a37d913f8a50a0',
    'go/vocabulary_test.go.j2': '08758888ebe667bbc244a7997098504b8d595466ee2d5ca27be91171e91f41d8',
    'java/_macros.java.j2': 'adec375a0788c2626a3b04387a4b0533fd3445d0909d0d6582d61eb2800ab75f',
    'java/class.java.j2': 'ca27fcfee1eb29025f12bd7a19c20119523884b2b2417115e0f24729a14f6aaf',
    'java/test_class.java.j2': '4a27d52b155d675eac099036a5249bd363cc953c9fc3a1fcde88367490965c1e',
    'kotlin/_macros.kt.j2': '89b1808c513d4351f78cb6d988f1b5c5304d81baa1c3a3b49883783f31bd4fa3',
    'kotlin/_typed.kt.j2': '31a2e60855907a6c4be86de77af9ce6577b74da4a61511278d910944637df2ed',
    'kotlin/object.kt.j2': 'd7719cb1bb54ee6b68364e0cfd337bc0bbffeb38dcbf72e87da1843430219a9a',
    'kotlin/test_class.kt.j2': '1c5a8f2d380b578672fa77f05cbb4ea8e9af90b44430ea3a4153e7bd532f3bcc',
    'markdown/vocabulary.md.j2': '3dc6e8267a0931dcc573a9e4dcd42d3da007b5b4522b5569a8d22c2b3e398160',
    'php/_macros.php.j2': '2e85e5c95973ddd31a822857241b092c014ddfcae1040562bc1eee53364e2500',
    'php/class.php.j2': 'e5fe5aad3df9529da0db006f89d4421d9c248da261ae886afd2d45c176283c14',
    'php/enum.php.j2': '4221419a12dfd416316e4dd91639040696d2d3614419e61bac7731af323ea3e0',
    'php/open.php.j2': '37ccbae2ef0ee57ce06e0853e3e923486e35e76ac6da4a040c93e2f2fe833127',
    'php/test_class.php.j2': '6a123cdd201714354363517a2a2b595d74da67e28efe37a9600f8e9914f46707',
    'python/_macros.py.j2': 'fdde5c45ed6e2f0d4a23a090e6f20e07dc7a42d9fd08cedc8cebcb442f491bd7',
    'python/module.py.j2': 'b6d85ed55101d6864f2ec72d2d42f48fda933d9067383864b3a9dce77db2c908',
    'python/test_module.py.j2': 'cbd35bc534114b4c7803aef6cb258686603c08c02ddb896be623fc0f6d09a282',
    'rust/_macros.rs.j2': '543ad361583d2c6fea0f48853db6a9267400df72f263bf03ec95b0a3e5b6063a',
    'rust/vocabulary.rs.j2': 'ca924c5677246e4019436e73622da1f7a3732e0e578950755e0e77436dea2e4f',
    'typescript/_macros.ts.j2': '3fbaf9ee0f505f29570e090d8acd2489149016a65518312ee41de01e2170026a',
    'typescript/module.test.ts.j2': '2fd58d913952730800f3233592b83dcc599ef3eb65caa7138d5ddb223eba4822',
    'typescript/module.ts.j2': '57fa130c5bc8ce1a6c9dbfbfcd63dd7b046cb76dd92f64e95daa9324e415e3af',
}
