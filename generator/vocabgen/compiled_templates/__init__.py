"""Templates compiled ahead of time by `python -m vocabgen.precompile`. DO NOT EDIT.

SOURCES holds the sha256 of each template the modules were compiled from, JINJA_VERSION the Jinja
that compiled them; vocabgen.environment uses the modules only while both still match.
"""

JINJA_VERSION = '3.1.6'
SOURCES = {
    'clojure/_macros.cljc.j2': '2f5116f2aed6df31a5318997f8790d375ca94cbf881edb5ac641d3dacd0df58c',
    'clojure/namespace.cljc.j2': '06c12dff4e8670a21408e46a9018847aa785189523eb1580bb09df7cd0569399',
    'clojure/test.clj.j2': '8abfc287dcb9ad2d2e50062d51fed6f620a7196d4cc8c23965c723af6f8a143e',
    'conformance/vectors.json.j2': '5041edc63846921a17c8527b04cc8bc4690d07c76c07e2b302b6e11cc3712e50',
    'csharp/_macros.cs.j2': '6dd9e960f2219b60de6a3bf91961e4b688abcb7e12ec3123bff892b0844a072f',
    'csharp/class.cs.j2': '2226303b83c3248b3cce7d34190270d6a0a4164055d595ac7bdc01100ddfbc4e',
    'elixir/_macros.ex.j2': '23603a0c6f1810e0bbd1f7de92e9a87bf4044707dffef00aba7627354d0c0ae2',
    'elixir/module.ex.j2': 'fe85134a2b3db48aef83eeed9d4a1246fc082272f7ee7d7dc03c5fb697cd7cd8',
    'elixir/test.exs.j2': 'df53fdae7503efb5332e1c589bb56d6f8c6cbaa5896d40fd435c9f1c469a7ad9',
    'go/_macros.go.j2': '922f204c5ef47fc324b2b86efd74b8018f45c5be8959ace4b0dc525e8a5be05b',
    'go/vocabulary.go.j2': '4a993adce27c26ac29a2ce44c335d6341bbdaf4b95a60390d2c5acce32084f7c',
    'go/vocabulary_test.go.j2': 'bb0ff41efa3cf7f810100dc6e94b3e8fdf6efcaebf07187d52acbaf83396361f',
    'java/_macros.java.j2': '25857ca40eca5ccda4bf9858e3e691c04a798a895f9a33ac009292f223e155fa',
    'java/class.java.j2': '05a83ae6ac7e8c34be17a3e2930d48205f3daf62e6f1379af0c9cac481acfcb8',
    'java/test_class.java.j2': '292a95db462683e157ac5d382e174ab2be74e57723bee886155431f308d281aa',
    'markdown/vocabulary.md.j2': '10320affa857bdfdbdd8ffcfaec7499f641133d427a75dfe511d084956502604',
    'python/_macros.py.j2': '69377829e09cd1d208ea6e060591474277e2273e2ee9cddaf28b03cf8bb9691d',
    'python/module.py.j2': '49173818bfa57fc868d34e0c2461b084d96ef7241727d6eef25d5010427ede1b',
    'python/test_module.py.j2': '5f977749ba13341a7749e22e57711cb5c1ebcd20ba075019a7c4386e345f51cd',
    'rust/_macros.rs.j2': '582e92d64dec4e50e895db63cd4bcb8be34735a1acdd468e461ead3b9fcf3088',
    'rust/vocabulary.rs.j2': '29717dc1d81a0a02ca3fb9d01c2a4a43b626ea6e66e3dd6ec1320d260624dfef',
    'typescript/_macros.ts.j2': '998d91bd6f7474b1df6fb87ea2fdd1a6dd81cbdab906b939ee4d78e0f887f809',
    'typescript/module.test.ts.j2': '0ee2ad1ef7d5fce0c65b7957f808b6f6097c910b138a1dde8b4d54478115defe',
    'typescript/module.ts.j2': '17c44295226d26505ea53fe3e1173196db36b98fe2757551453631a193ab0750',
}
