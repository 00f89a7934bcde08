"""Templates compiled ahead of time by `python -m vocabgen.precompile`. DO NOT EDIT.

SOURCES holds the sha256 of each template the modules were compiled from, JINJA_VERSION the Jinja
that compiled them; vocabgen.environment uses the modules only while both still match.
"""

JINJA_VERSION = '3.1.6'
SOURCES = {
    'clojure/_macros.cljc.j2': 'a7f201f5dce0cffa45d7a8c927ef8406de5b0809844a44b639f73025ccf2161b',
    'clojure/namespace.cljc.j2': '38ef72f8299cafc2742bbbc88668fc1c2152b64a64ee90b92f3e1b90e5814c32',
    'clojure/test.clj.j2': '0904b1b4f766e2249951a12121e4d5680a91b750fec4126816e1eb1971007253',
    'conformance/vectors.json.j2': '07e53d8d45cdcc34e810f995abefcc35f5588703d182ef98e49917d50a928146',
    'csharp/_macros.cs.j2': '691a31586c853742b4c038e5ee9e0e5613131186ab34c3e29497da77be3b48d6',
    'csharp/class.cs.j2': '07312c0f2d3c6505bb9480edf662d6b17fde5813a76efe3b0c385f22a52a0625',
    'elixir/_macros.ex.j2': '75defcacc82d6537dca990423fb06307119f0d136d10cf30ed9370f554377731',
    'elixir/module.ex.j2': 'b5a38e5a04ef67c06f2acbacf319a5bdec2e45d1a20f5f9ef60bda5a7d70aea6',
    'elixir/test.exs.j2': 'f565f3bd870363f10f1a1a10abe9406137a99b17975dbf23266614e6cd61759b',
    'go/_macros.go.j2': 'b7fc2fc7655744a751a6a16ad686c20fb315980e56c91b5fe7dbaef238cfcf6b',
    'go/vocabulary.go.j2': '663d145b9c76e48977b099f432b146eb0b1b55358432e59800051b28973189d7',
    'go/vocabulary_test.go.j2': '2417a7f1fa37e78ec86df1de8b4cccc1a3f377b6500602657c2220ba1b83c062',
    'java/_macros.java.j2': '428094cfa1cb1818ea4f87161553cbfdf33a746e5931dc653fa43fdbe2bd20cb',
    'java/class.java.j2': '92112509474f5d92a794d81edaf24a2cd25bb9d0e38f591c63936d92f7c3e043',
    'java/test_class.java.j2': '4349d559c1f0051301f1399d3e7933c3bce4087862a67d2c13dec6a1da0847c2',
    'markdown/vocabulary.md.j2': '10320affa857bdfdbdd8ffcfaec7499f641133d427a75dfe511d084956502604',
    'php/_macros.php.j2': '6e90216317b95ab9f986cbc35f5be16e1dce222c659ac9ee2f7a41e30c556157',
    'php/class.php.j2': 'c7a2b7958f5ea9b64833e45b234fa21ea4efaeee4e79864f098d075a1051f814',
    'php/test_class.php.j2': '5c8a87428c8eda8b9eb6f6cd3e3714fcc0d213d7f156efe244f08d119cb103af',
    'python/_macros.py.j2': '2265430c925a8057b3f94ea7e76f6b5deae62a8d811f49ea6cc1204f3cc027b4',
    'python/module.py.j2': '04c418ab3b9c4166986da187d6d53c2a2c81332c4e9bc82f45068c2cb06f740f',
    'python/test_module.py.j2': '9e988d6dfd77d34e8948e7feff14808593ac4fe30827f8ab668a9c144307a87a',
    'rust/_macros.rs.j2': 'e21ad4de8d95dec58a6d6a10d60ef14f44b555430c9046e68d5edc744c5dcb8a',
    'rust/vocabulary.rs.j2': '9ddd5d98b6172738fdbc95781d909b3074b2119756652aebf723c5d4208f32fc',
    'typescript/_macros.ts.j2': '3fbaf9ee0f505f29570e090d8acd2489149016a65518312ee41de01e2170026a',
    'typescript/module.test.ts.j2': '913421480a7eb5ab2ebae2108a87cfcb3b5842c9cd00d980881d10cd6a017776',
    'typescript/module.ts.j2': '0b23677267ae7b62942e975646f2c51e5f3e41b65d9a8be42f864f1e09f6804d',
}
