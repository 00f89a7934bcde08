"""Templates compiled ahead of time by `python -m vocabgen.precompile`. DO NOT EDIT.

SOURCES holds the sha256 of each template the modules were compiled from, JINJA_VERSION the Jinja
that compiled them; vocabgen.environment uses the modules only while both still match.
"""

JINJA_VERSION = '3.1.6'
SOURCES = {
    'clojure/_macros.cljc.j2': 'a7f201f5dce0cffa45d7a8c927ef8406de5b0809844a44b639f73025ccf2161b',
    'clojure/namespace.cljc.j2': 'fa01831b63411533bdab366793a1e2df18894b88ea568b0bf82872da8c19c78e',
    'clojure/test.clj.j2': '302feecfce31ff01e282bd413f2f040affe970de87c043e54978fc890df64fb8',
    'conformance/vectors.json.j2': '53b9cd4d23ef8be787d76d14b2320c8970c2aab397d1a353170af4255c4caff2',
    'csharp/_macros.cs.j2': '691a31586c853742b4c038e5ee9e0e5613131186ab34c3e29497da77be3b48d6',
    'csharp/class.cs.j2': 'a91040087905ac6816bd9c3a03f999fbdb1573f5fe2e82e8a656ba1aeb21511d',
    'elixir/_macros.ex.j2': '68283a1e989f0d0495140d0f9fb4b766380681ee955d0faed098cfbad6150e2d',
    'elixir/module.ex.j2': 'e30aad55d3312fcbf8bff519d5bcd10fb638387f80deb98a366881fa9968af2d',
    'elixir/test.exs.j2': '9e53f1089c54d98d623487f05e161bf9dfb9c6de28aeaf415bf325ee5a42be37',
    'go/_macros.go.j2': '8d08fed11f1cf292aea3bfdc9d5ce189659022927ffe9ad3c26145c60c83d920',
    'go/vocabulary.go.j2': '3c70934f4aec84f40abaf4776fbf7ca54929d527b2c37cf29b507443ef1990f0',
    'go/vocabulary_test.go.j2': '08758888ebe667bbc244a7997098504b8d595466ee2d5ca27be91171e91f41d8',
    'java/_macros.java.j2': 'adec375a0788c2626a3b04387a4b0533fd3445d0909d0d6582d61eb2800ab75f',
    'java/class.java.j2': 'b029d2df81440127ce4b12e76d3abe28d41372c6fc3cd81b87c3622fb20bf86a',
    'java/test_class.java.j2': '4a27d52b155d675eac099036a5249bd363cc953c9fc3a1fcde88367490965c1e',
    'kotlin/_macros.kt.j2': '89b1808c513d4351f78cb6d988f1b5c5304d81baa1c3a3b49883783f31bd4fa3',
    'kotlin/_typed.kt.j2': '31a2e60855907a6c4be86de77af9ce6577b74da4a61511278d910944637df2ed',
    'kotlin/object.kt.j2': 'de7e95c1674e81651c82d9c5be9faeab6742f535e0181a34b179803c781ac0a9',
    'kotlin/test_class.kt.j2': '1c5a8f2d380b578672fa77f05cbb4ea8e9af90b44430ea3a4153e7bd532f3bcc',
    'markdown/vocabulary.md.j2': '3dc6e8267a0931dcc573a9e4dcd42d3da007b5b4522b5569a8d22c2b3e398160',
    'php/_macros.php.j2': '4ecaf0391e2147d3a277b45c9973bba8d3c90ba4242e2b92170281785ec438cd',
    'php/class.php.j2': 'fdea96de17d4473c16d694fe0a70c64265ad965b6d056c5e069dc2d369ac973a',
    'php/enum.php.j2': '4221419a12dfd416316e4dd91639040696d2d3614419e61bac7731af323ea3e0',
    'php/open.php.j2': '37ccbae2ef0ee57ce06e0853e3e923486e35e76ac6da4a040c93e2f2fe833127',
    'php/test_class.php.j2': '62dfdc68c867fd9efcbb9dd58e3d13daf8bdcf0e9e0ab2485e11f13d86f7c4f7',
    'python/_macros.py.j2': 'dc9e1c2a3c46939fdb57da69565e30e6e6f16ffb27e735ba2c6712e348d055f5',
    'python/module.py.j2': 'd36ac3aadba4e949071487f472196cdc9d7d48b6b90448036b33d9b5c01f7715',
    'python/test_module.py.j2': '124b48acf2170e08bd367e7bfd37447dc01818b5bfaee2645047f490b9ee0dca',
    'rust/_macros.rs.j2': '543ad361583d2c6fea0f48853db6a9267400df72f263bf03ec95b0a3e5b6063a',
    'rust/vocabulary.rs.j2': '58bcee7696a2dd6f3b9f896efc23de593bc3d63d9cc765f6a174ec4dfc20df94',
    'typescript/_macros.ts.j2': '3fbaf9ee0f505f29570e090d8acd2489149016a65518312ee41de01e2170026a',
    'typescript/module.test.ts.j2': '2fd58d913952730800f3233592b83dcc599ef3eb65caa7138d5ddb223eba4822',
    'typescript/module.ts.j2': 'c2c80d946725c95c6e334df6c167a921e75a30c743632f75252fbe5a2e756208',
}
