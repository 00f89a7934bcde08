// Runs every case's runner in one JVM (see tests/ports/common.py run_in_one_vm): the arguments are
// triples (runner class, input file, output file); each runner reads its input file as System.in
// and writes its output file as System.out.
package vocabgen.conformance

import java.io.FileInputStream
import java.io.FileOutputStream
import java.io.PrintStream

fun main(argv: Array<String>) {
    val stdin = System.`in`
    val stdout = System.out
    for (i in argv.indices step 3) {
        FileInputStream(argv[i + 1]).use { input ->
            PrintStream(FileOutputStream(argv[i + 2]), false, Charsets.UTF_8).use { output ->
                System.setIn(input)
                System.setOut(output)
                try {
                    Class.forName(argv[i]).getMethod("main", Array<String>::class.java).invoke(null, arrayOf<String>())
                    output.flush()
                } finally {
                    System.setIn(stdin)
                    System.setOut(stdout)
                }
            }
        }
    }
}
