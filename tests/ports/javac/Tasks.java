import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.spi.ToolProvider;

/**
 * Several javac compilations, each one as the javac command runs it, in one JVM: the JDK's own
 * javac (ToolProvider "javac") over each task's argument file, so a JVM start-up and the compiler's
 * warm-up are paid once, yet every task reports its own errors and exit code.
 *
 * <p>Arguments: pairs of (javac argument file, output folder); each output folder receives
 * "exit" (javac's exit code), "stdout" and "stderr" (what javac printed to each).
 */
public final class Tasks {
    private Tasks() {
    }

    public static void main(String[] args) throws IOException {
        ToolProvider javac = ToolProvider.findFirst("javac").orElseThrow();
        for (int i = 0; i + 1 < args.length; i += 2) {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            int exit;
            try (PrintWriter outWriter = new PrintWriter(out); PrintWriter errWriter = new PrintWriter(err)) {
                exit = javac.run(outWriter, errWriter, "@" + args[i]);
            }
            Path folder = Path.of(args[i + 1]);
            Files.createDirectories(folder);
            Files.writeString(folder.resolve("stdout"), out.toString(), StandardCharsets.UTF_8);
            Files.writeString(folder.resolve("stderr"), err.toString(), StandardCharsets.UTF_8);
            Files.writeString(folder.resolve("exit"), Integer.toString(exit), StandardCharsets.UTF_8);
        }
    }
}
