"""Templates compiled ahead of time by `python -m vocabgen.precompile`. DO NOT EDIT.

SOURCES holds the sha256 of each template the modules were compiled from, JINJA_VERSION the Jinja
that compiled them; vocabgen.environment uses the modules only while both still match.
"""

JINJA_VERSION = '3.1.6'
SOURCES = {
    'clojure/_macros.cljc.j2': '8e0dcc163229f91304c48dccfc7a0e1e91a9f005f138741b99f759987d0bc2b7',
    'clojure/namespace.cljc.j2': 'bb6b0f1c9f20a281b8a4053fd42b00f8dd4879ec369bfec05913f7e3e923de99',
    'clojure/test.clj.j2': 'd95b8d3c58a31f0d973409e53aec27e7fbe182fbf4723b59854048f5a9ad7eae',
    'conformance/vectors.json.j2': '25806447466cecceebf5bce49c963dbec30dcb603de34093b7a7471a3c6c8b3c',
    'csharp/_macros.cs.j2': 'd189d0466e790c9663c3fcca8610a55ab6cb420c6511a3f87aebeb4a76330893',
    'csharp/class.cs.j2': 'e771724a1a3dfe933344ae6ee820e622ae03183746feb309035d4c10ed29d15b',
    'elixir/_macros.ex.j2': 'af742fc50455c1e9359c7b4df8c774cbabd9781ceef63aab257f1457841e991e',
    'elixir/module.ex.j2': '26fa84bc64877209a6cdc5583565bf4938c1e67d9d21694d6ef34b88f1bc8e3d',
    'elixir/test.exs.j2': 'a3144c89f7e3693c2a92374e63de353a28544451bd1f2e75021ba52f98f1e2fd',
    'go/_macros.go.j2': '67657dcdcc494798a6d71e1ebdba7fb5cca17fcee0c992d362aceafa74401f52',
    'go/vocabulary.go.j2': '2d9933d6a07b4ed534650f5bd8b3c4ef332ec2349313442f9bce296127217541',
    'go/vocabulary_test.go.j2': 'bc837efb4bf6594e635e931e9bb56b643e419d562a533d8c44a1bf13e432d211',
    'java/_macros.java.j2': '397f9891db1b2915229fc40c4ba5ee416f023912241204d10f248953d9c28623',
    'java/class.java.j2': '2c6691c80c28f52e85216234feed12722b5a10d8145f02d0e639cfbcf19d7b2d',
    'java/test_class.java.j2': '0badd925a84378ab6853cb5df7c4ff5bb76a26e4bfbafa24e0a0e81432b78a77',
    'markdown/vocabulary.md.j2': '5f669e8a6f491f6d9cd74af8798533d843dfd6e8276caa45ebafddebd34fb68e',
    'python/_macros.py.j2': '8d744f0b7af6c71c2b33134b1297a26ed728e66cc27f0e1d45ba4ab1cf04af71',
    'python/module.py.j2': 'c50e7e49104ed4bfa0c8263cd062f77b69c65765006143205cbc7c27d7187ff4',
    'python/test_module.py.j2': '7d587cc7c688ca3df0d3d1a8205e901339fda2e024ef32d19044eac4e0f4df5c',
    'rust/_macros.rs.j2': 'bbe58c38877220d2625ee1ceffce2be5ed0399ec4317d0d0ca1e39c231e147f4',
    'rust/vocabulary.rs.j2': '2c220a12ffc1a8bb4cf475b080440a2df07c0ba187e987286ed7b0c17dd97a58',
    'typescript/_macros.ts.j2': '2ee9e42dde81a0ebe10d4fdcd1339dd45495dee15350334502fd21115b21fe0b',
    'typescript/module.test.ts.j2': '3e850bbfe1e8e32850ea6afd36967c1f6d75e70192d88dfaa8abb9d991f850a0',
    'typescript/module.ts.j2': '11e35146dd3e65d11a5bd013397de2efdffb829c759f773968c3cfece0bf0114',
}
