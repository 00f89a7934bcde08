package vocabgen.conformance;

import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;

/** Runs every case's runner in one JVM, each with its input as System.in and its output file as System.out. */
public final class Batch {
    private Batch() {
    }

    /**
     * Runs the runners.
     *
     * @param argv triples: runner class, input file, output file
     * @throws Exception whatever a runner throws (the JVM then exits non-zero)
     */
    public static void main(String[] argv) throws Exception {
        InputStream stdin = System.in;
        PrintStream stdout = System.out;
        for (int i = 0; i < argv.length; i += 3) {
            try (InputStream in = new FileInputStream(argv[i + 1]);
                 PrintStream out = new PrintStream(new FileOutputStream(argv[i + 2]), false, StandardCharsets.UTF_8)) {
                System.setIn(in);
                System.setOut(out);
                Method main = Class.forName(argv[i]).getMethod("main", String[].class);
                main.setAccessible(true); // a runner class is package-private
                main.invoke(null, (Object) new String[0]);
                out.flush();
            } finally {
                System.setIn(stdin);
                System.setOut(stdout);
            }
        }
    }
}
