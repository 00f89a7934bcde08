(ns toolnexus.test-runner
  "The host's runner names its test namespaces: the generated one is added by hand."
  (:require [clojure.test :as t]
            [toolnexus.agents-test]
            [toolnexus.vocabulary-test]))

(defn -main []
  (let [result (t/run-tests 'toolnexus.agents-test 'toolnexus.vocabulary-test)]
    (shutdown-agents)
    (System/exit (if (t/successful? result) 0 1))))
