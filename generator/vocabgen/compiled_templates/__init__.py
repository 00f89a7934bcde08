"""Templates compiled ahead of time by `python -m vocabgen.precompile`. DO NOT EDIT.

SOURCES holds the sha256 of each template the modules were compiled from, JINJA_VERSION the Jinja
that compiled them; vocabgen.environment uses the modules only while both still match.
"""

JINJA_VERSION = '3.1.6'
SOURCES = {
    'clojure/_macros.cljc.j2': '8e0dcc163229f91304c48dccfc7a0e1e91a9f005f138741b99f759987d0bc2b7',
    'clojure/namespace.cljc.j2': '923695a79e3862007564c0e956e5d63304979e36fdeac0ac3ad5a64d841cef8d',
    'clojure/test.clj.j2': 'd95b8d3c58a31f0d973409e53aec27e7fbe182fbf4723b59854048f5a9ad7eae',
    'conformance/vectors.json.j2': 'd1fa10ae68b12846c784187e61e867d84d95508ee6de304f3c2a1b5665ff0e4c',
    'csharp/_macros.cs.j2': '46319077b172b8cee1cd3e843eec2821ff03d16ed6f7d72ada0aa5d057c8bd5f',
    'csharp/class.cs.j2': '5790b53fb57c8b024785cf05f46943d7b84e88f2cc04c7a67c8bd17d39a8cc2b',
    'elixir/_macros.ex.j2': 'cadb3319126b606c5cdd67b2a1df670146d4eb78a03fe50bb285ebfdda4aeb29',
    'elixir/module.ex.j2': '41787bd3469dbeda887c7db8d46cc793020e4a761c39c558ee2ab1cda26d4ba5',
    'elixir/test.exs.j2': '7a531e9bccebf8720020de324fc98140f391bf5bb62b0a052149b3ebd3bb8e13',
    'go/_macros.go.j2': 'b5f59e9fef00c6269b9c9f6455a6452fec09a9a17532ef73aec9ddc6c5380eb5',
    'go/vocabulary.go.j2': '8b5e7cb97bbe2e3baea40db57449abefbff903a8055f1a1d8ff72de1b01597bf',
    'go/vocabulary_test.go.j2': '4a52b7fbf7a39a7f548d82a4c3fc10bac857c5f60b9f8cfce691d9057ddc24d0',
    'java/_macros.java.j2': 'fd8da10e66e7fadcc87f08d3fa76cd6aa6202fcb07c9fa3222a4e2818b6be984',
    'java/class.java.j2': 'ce020dc5ab304ccf671c6caf995e73ad1affe626ed37b344f1528cc67ead08b5',
    'java/test_class.java.j2': '0badd925a84378ab6853cb5df7c4ff5bb76a26e4bfbafa24e0a0e81432b78a77',
    'markdown/vocabulary.md.j2': '20779eb5c4e668c046d9e58550bf286451d4936b94efa1484042797bc6984d49',
    'python/_macros.py.j2': '64156e6138fe756c2e6a1b5d7df5d1527c4336ee5355a95568b9a541fda093f5',
    'python/module.py.j2': '5f11cb315ef9fc56c2b52bf2d081c61aad59312d6b24deb2449e1de7f2d81d67',
    'python/test_module.py.j2': 'a19f8be040126093a219cbfcb77490306f973f6dca000ceba4314a1a701fb10d',
    'rust/_macros.rs.j2': 'bbe58c38877220d2625ee1ceffce2be5ed0399ec4317d0d0ca1e39c231e147f4',
    'rust/vocabulary.rs.j2': '30f7e71b4e2ddd9c55b83b5fd25e00efec72f4d764bf225ec1b48de718c01852',
    'typescript/_macros.ts.j2': '2ee9e42dde81a0ebe10d4fdcd1339dd45495dee15350334502fd21115b21fe0b',
    'typescript/module.test.ts.j2': '3e850bbfe1e8e32850ea6afd36967c1f6d75e70192d88dfaa8abb9d991f850a0',
    'typescript/module.ts.j2': 'e9bf4e119b67ba3bedfd33e1a0302a2bfbacd551b2ac2b5359d8b4c4f5ec8c8f',
}
