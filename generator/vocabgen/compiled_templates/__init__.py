"""Templates compiled ahead of time by `python -m vocabgen.precompile`. DO NOT EDIT.

SOURCES holds the sha256 of each template the modules were compiled from, JINJA_VERSION the Jinja
that compiled them; vocabgen.environment uses the modules only while both still match.
"""

JINJA_VERSION = '3.1.6'
SOURCES = {
    'clojure/_macros.cljc.j2': '133dd4ec91eeab0df7adb04a11b640b08d28018b757c92871d5ee0c5f6cc81ab',
    'clojure/namespace.cljc.j2': '587d5fc56f97377336a5ad4b6e3e8c0ca2a19a8bb07fed038ce481da5080175c',
    'clojure/test.clj.j2': '99c23f16aec6602bda15c154479afeea72a45bf7c6531645519dd910bc02b2f1',
    'conformance/vectors.json.j2': 'd1fa10ae68b12846c784187e61e867d84d95508ee6de304f3c2a1b5665ff0e4c',
    'csharp/_macros.cs.j2': 'ec872beb6e0ee415816cc8dee01a68f1c3a3099b81af13981dc4dd7f30ed586b',
    'csharp/class.cs.j2': '8ab4a208bd977fc57dceee0049936e3964b13d5287f26f03919508c6f12b1bc1',
    'elixir/_macros.ex.j2': 'c1878584b586e0e9f3d66f96c553e3944a23708769464f945f59b9a1e7f6834d',
    'elixir/module.ex.j2': '64ec2cbc02b5ff80bc4724a2cfadf252ce57f92033391c0b596acd1eb9ae45e0',
    'elixir/test.exs.j2': '59ec20b218222c708943811c7f3a5517015eb9009cb64f24b9115e1667061de4',
    'go/_macros.go.j2': 'e2206cc9b68d893c948aca641f61b18c85877ebb023f549150b15a8d163886bb',
    'go/vocabulary.go.j2': 'b1367e67d06cd9374f14fc28eff4121f8dd16b8990bf3029b9f1fa55fbf6e873',
    'go/vocabulary_test.go.j2': '4a52b7fbf7a39a7f548d82a4c3fc10bac857c5f60b9f8cfce691d9057ddc24d0',
    'java/_macros.java.j2': '9ed2c6885f062f2b78f1868d3b0b193d1cba848dbcf1d6bb65a526a7e8ffbe92',
    'java/class.java.j2': 'b9ab6242bc6bf7785004affa11ef346530c7e43da3b8d2ce3239e7325d89cf66',
    'java/test_class.java.j2': '2f70239622a1168a2d150189c2e42d69b5efaed4165a766b50b176e127892f21',
    'markdown/vocabulary.md.j2': '8fea35123b2412128f3d9977ea9a7af985e1316bad35bac250f89a10d8151be8',
    'python/_macros.py.j2': '64156e6138fe756c2e6a1b5d7df5d1527c4336ee5355a95568b9a541fda093f5',
    'python/module.py.j2': '5f11cb315ef9fc56c2b52bf2d081c61aad59312d6b24deb2449e1de7f2d81d67',
    'python/test_module.py.j2': 'a19f8be040126093a219cbfcb77490306f973f6dca000ceba4314a1a701fb10d',
    'rust/_macros.rs.j2': 'bcddf28871f83b4026db70b8cceefa0854bc413674420d9573ca0af2c8c73229',
    'rust/vocabulary.rs.j2': '2854cd4cdc8f0d1675efaa038c6185a3c336208db750827fcc4a3b94aa324972',
    'typescript/_macros.ts.j2': '0f92f44ac7bdd836dc75fafdb367e2bf34a5524af1de0eefb6d67172f0630f97',
    'typescript/module.test.ts.j2': 'da327f93d75029a3ed0330ff92c57a67d508cf123a3903fb207b1f5502cf70c4',
    'typescript/module.ts.j2': '011ddb2797fcb59f70decbaed9da83fd71194e46094974ecd04029a745a7bb9e',
}
