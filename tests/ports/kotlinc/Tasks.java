import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.jetbrains.kotlin.cli.common.ExitCode;
import org.jetbrains.kotlin.cli.jvm.K2JVMCompiler;

/**
 * Several kotlinc compilations, each one as the kotlinc command runs it, in one JVM: kotlinc's own
 * entry point (K2JVMCompiler) over each task's argument file, so the JVM start-up, the compiler's
 * class loading and its warm-up are paid once, yet every task reports its own diagnostics and exit
 * code.
 *
 * <p>Tasks arrive on standard input, one a line: a file of kotlinc arguments (one argument a line),
 * a tab, an output folder, which receives "exit" (kotlinc's exit code) and "stderr" (what kotlinc
 * printed). Reading them as they come lets the JVM start while the caller still writes sources.
 */
public final class Tasks {
    private Tasks() {
    }

    public static void main(String[] args) throws IOException {
        BufferedReader tasks = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String task = tasks.readLine(); task != null; task = tasks.readLine()) {
            String[] pair = task.split("\t", 2);
            List<String> arguments = Files.readAllLines(Path.of(pair[0]), StandardCharsets.UTF_8);
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            ExitCode exit;
            try (PrintStream errStream = new PrintStream(err, true, StandardCharsets.UTF_8)) {
                exit = new K2JVMCompiler().exec(errStream, arguments.toArray(new String[0]));
            }
            Path folder = Path.of(pair[1]);
            Files.createDirectories(folder);
            Files.writeString(folder.resolve("stderr"), err.toString(StandardCharsets.UTF_8), StandardCharsets.UTF_8);
            Files.writeString(folder.resolve("exit"), Integer.toString(exit.getCode()), StandardCharsets.UTF_8);
        }
    }
}
