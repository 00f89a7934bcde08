<?php

// The host's autoloader (composer's PSR-4 map in miniature): Toolnexus\ is src/.

declare(strict_types=1);

spl_autoload_register(function (string $class): void {
    $prefix = 'Toolnexus\\';
    $file = __DIR__ . '/../src/' . str_replace('\\', '/', substr($class, strlen($prefix))) . '.php';
    if (str_starts_with($class, $prefix) && is_file($file)) {
        require $file;
    }
});
