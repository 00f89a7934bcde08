"""Templates compiled ahead of time by `python -m vocabgen.precompile`. DO NOT EDIT.

SOURCES holds the sha256 of each template the modules were compiled from, JINJA_VERSION the Jinja
that compiled them; vocabgen.environment uses the modules only while both still match.
"""

JINJA_VERSION = '3.1.6'
SOURCES = {
    'clojure/_macros.cljc.j2': '8e0dcc163229f91304c48dccfc7a0e1e91a9f005f138741b99f759987d0bc2b7',
    'clojure/namespace.cljc.j2': '923695a79e3862007564c0e956e5d63304979e36fdeac0ac3ad5a64d841cef8d',
    'clojure/test.clj.j2': 'd95b8d3c58a31f0d973409e53aec27e7fbe182fbf4723b59854048f5a9ad7eae',
    'conformance/vectors.json.j2': '8e34595f17f6b96667b6b73cf633724ce429e269744f590f6e0ea8f890ce6b1f',
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
    'python/_macros.py.j2': '71ff7cb29339e98b5021640da3eed769b72b3ed392ce6c309052c4af3a3cb69d',
    'python/module.py.j2': '04bbf58447094fd74a09146893e39f0fa73c826d8b1f53e5838fd731db21174c',
    'python/test_module.py.j2': '7d587cc7c688ca3df0d3d1a8205e901339fda2e024ef32d19044eac4e0f4df5c',
    'rust/_macros.rs.j2': 'bcddf28871f83b4026db70b8cceefa0854bc413674420d9573ca0af2c8c73229',
    'rust/vocabulary.rs.j2': '2854cd4cdc8f0d1675efaa038c6185a3c336208db750827fcc4a3b94aa324972',
    'typescript/_macros.ts.j2': '0f92f44ac7bdd836dc75fafdb367e2bf34a5524af1de0eefb6d67172f0630f97',
    'typescript/module.test.ts.j2': 'da327f93d75029a3ed0330ff92c57a67d508cf123a3903fb207b1f5502cf70c4',
    'typescript/module.ts.j2': '011ddb2797fcb59f70decbaed9da83fd71194e46094974ecd04029a745a7bb9e',
}
